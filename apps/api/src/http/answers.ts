import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

type Compiler = FastifySerializerCompiler<unknown>;

const asJson = (text: string): unknown => JSON.parse(text);

/**
 * The serializer of hot read routes whose handlers build their answers from typed data (a list
 * page, its counts, the signed-in user): plain JSON.stringify, as encoding a page of rows with its
 * zod schema costs about as much as reading them. The schema still documents the route. With
 * `check` (tests, CHECK_ANSWERS) each answer is also encoded with the schema, which must accept
 * it and give the same JSON, so no field the schema leaves out can go out unnoticed.
 */
export const plainAnswers =
  (check: boolean): Compiler =>
  (route) => {
    const encode = check ? serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) : undefined;
    return (data) => {
      const text = JSON.stringify(data);
      if (encode && !isDeepStrictEqual(asJson(encode(data)), asJson(text)))
        throw new Error(`${route.method} ${route.url}: the answer has fields its schema does not`);
      return text;
    };
  };
