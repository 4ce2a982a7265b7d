import { DealSchema } from '@adcast/domain/demand/deals';
import { ForecastResultSchema } from '@adcast/domain/forecast/forecast';
import {
  type PackageForecastParams,
  PackageForecastParamsSchema,
} from '@adcast/domain/marketplace/package-forecast';
import { SUPPLY_PACKAGE_API } from '@adcast/domain/marketplace/paths';
import {
  PackageDealSchema,
  PackagePerformanceSchema,
  PackageSharesSchema,
  PublicationMoveSchema,
  SupplyPackageSchema,
} from '@adcast/domain/marketplace/supply-packages';
import { authOf, needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import { bodyOf, parsed, writeContext } from '../../../records/route-parts';
import { loadRecord } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { makeDealFromPackage } from './package-deal';
import { packageForecast } from './package-forecast';
import { packagePerformance } from './performance';
import { SUPPLY_PACKAGE } from './supply-package-record';
import { createSupplyPackage, movePublication, sharePackage, updateSupplyPackage } from './write-service';

const tags = [SUPPLY_PACKAGE.tag];

/** Supply packages: the record's routes, its publication, its last 30 days, deals made from it and its sharing. */
export const SUPPLY_PACKAGE_AREA = recordArea<ModuleDeps>(SUPPLY_PACKAGE, {
  writes: { create: createSupplyPackage, update: updateSupplyPackage },
  routes: (app, deps) => {
    const idOf = (request: Parameters<typeof parsed>[0]) => parsed(request).params.id!;
    app.post(
      SUPPLY_PACKAGE_API.publication(':id'),
      {
        config: needs(SUPPLY_PACKAGE.permissions.edit),
        schema: {
          tags,
          summary: 'Moves the publication status one legal step',
          params: IdParamsSchema,
          body: PublicationMoveSchema,
          response: { 200: SupplyPackageSchema },
        },
      },
      async (request) => movePublication(writeContext(deps, request), idOf(request), bodyOf(request)),
    );
    app.get(
      SUPPLY_PACKAGE_API.performance(':id'),
      {
        config: needs(SUPPLY_PACKAGE.permissions.read),
        schema: {
          tags,
          summary: "The last 30 days of the package's inventory, from the report facts",
          params: IdParamsSchema,
          response: { 200: PackagePerformanceSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const pkg = await loadRecord(deps.db, auth, SUPPLY_PACKAGE, idOf(request));
        return packagePerformance(deps, auth, pkg);
      },
    );
    app.get(
      SUPPLY_PACKAGE_API.forecast(':id'),
      {
        config: needs('FORECAST_READ'),
        schema: {
          tags,
          summary:
            "Requests and impressions the package's active inventory is expected to have per day (the next 30 days unless a flight is given), with what booked line items take",
          params: IdParamsSchema,
          querystring: PackageForecastParamsSchema,
          response: { 200: ForecastResultSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const pkg = await loadRecord(deps.db, auth, SUPPLY_PACKAGE, idOf(request));
        return packageForecast(deps, auth, pkg, request.query as PackageForecastParams);
      },
    );
    app.post(
      SUPPLY_PACKAGE_API.deal(':id'),
      {
        config: needs('PMP_CREATE'),
        schema: {
          tags,
          summary: "A deal on the package's inventory at its floor",
          params: IdParamsSchema,
          body: PackageDealSchema,
          response: { 201: DealSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await makeDealFromPackage(writeContext(deps, request), idOf(request), bodyOf(request))),
    );
    app.put(
      SUPPLY_PACKAGE_API.shares(':id'),
      {
        config: needs('MARKETPLACE_EDIT'),
        schema: {
          tags,
          summary: 'The networks the published package is offered to',
          params: IdParamsSchema,
          body: PackageSharesSchema,
          response: { 200: SupplyPackageSchema },
        },
      },
      async (request) => sharePackage(writeContext(deps, request), idOf(request), bodyOf(request)),
    );
  },
});
