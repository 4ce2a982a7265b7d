import type { RokuAppJson, RokuImageKey } from '@adcast/domain/content/oo-apps/roku-app';
import JSZip from 'jszip';

/** The manifest's image entries and the package file each is written to. */
const MANIFEST_IMAGES = [
  { entry: 'mm_icon_focus_fhd', key: 'channelPosterFhdKey', file: 'images/channel_poster_fhd' },
  { entry: 'mm_icon_focus_hd', key: 'channelPosterHdKey', file: 'images/channel_poster_hd' },
  { entry: 'mm_icon_focus_sd', key: 'channelPosterSdKey', file: 'images/channel_poster_sd' },
  { entry: 'splash_screen_fhd', key: 'splashFhdKey', file: 'images/splash_fhd' },
  { entry: 'splash_screen_hd', key: 'splashHdKey', file: 'images/splash_hd' },
  { entry: 'splash_screen_sd', key: 'splashSdKey', file: 'images/splash_sd' },
] as const satisfies readonly { entry: string; key: RokuImageKey; file: string }[];

const OTHER_IMAGES = [
  { key: 'backgroundFhdKey', file: 'images/background_fhd' },
  { key: 'hdOverhangLogoHorKey', file: 'images/overhang_logo_hd' },
] as const satisfies readonly { key: RokuImageKey; file: string }[];

export type PackageImage = { key: string; bytes: Buffer; contentType: string };
export type ChannelSource = {
  title: string;
  appJson: RokuAppJson;
  buildVersion: number;
  feedUrl: string;
  images: readonly PackageImage[];
};

const extensionOf = (contentType: string) => (contentType === 'image/png' ? 'png' : 'jpg');
/** A manifest value holds no line break (each line is one key). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
/** A BrightScript string literal: double quotes doubled. */
const brsString = (value: string) => `"${value.replace(/"/g, '""')}"`;

function manifestOf(source: ChannelSource, files: Map<string, string>): string {
  const lines = [
    `title=${oneLine(source.title)}`,
    `major_version=${source.appJson.majorVersion}`,
    `minor_version=${source.appJson.minorVersion}`,
    `build_version=${source.buildVersion}`,
    ...MANIFEST_IMAGES.flatMap(({ entry, key }) =>
      files.has(key) ? [`${entry}=pkg:/${files.get(key)}`] : [],
    ),
    `splash_color=${source.appJson.splashColor}`,
    'splash_min_time=1500',
    'ui_resolutions=fhd',
  ];
  return `${lines.join('\n')}\n`;
}

const MAIN_BRS = `sub Main()
  screen = CreateObject("roSGScreen")
  port = CreateObject("roMessagePort")
  screen.SetMessagePort(port)
  scene = screen.CreateScene("MainScene")
  screen.Show()
  while true
    msg = wait(0, port)
    if type(msg) = "roSGScreenEvent" and msg.IsScreenClosed() then return
  end while
end sub
`;

const sceneXml = (background: string | undefined) => `<?xml version="1.0" encoding="utf-8" ?>
<component name="MainScene" extends="Scene">
  <script type="text/brightscript" uri="pkg:/components/MainScene.brs" />
  <children>
    ${background ? `<Poster id="background" uri="pkg:/${background}" width="1920" height="1080" />` : ''}
    <LabelList id="videoList" translation="[160, 200]" itemSize="[1600, 72]" numRows="10" />
    <Video id="player" visible="false" width="1920" height="1080" />
  </children>
</component>
`;

const sceneBrs = (feedUrl: string) => `sub init()
  m.list = m.top.FindNode("videoList")
  m.player = m.top.FindNode("player")
  m.list.ObserveField("itemSelected", "onItemSelected")
  m.player.ObserveField("state", "onPlayerState")
  m.loader = CreateObject("roSGNode", "FeedLoader")
  m.loader.url = ${brsString(feedUrl)}
  m.loader.ObserveField("content", "onFeedLoaded")
  m.loader.control = "RUN"
end sub

sub onFeedLoaded()
  m.list.content = m.loader.content
  m.list.SetFocus(true)
end sub

sub onItemSelected()
  m.player.content = m.list.content.GetChild(m.list.itemSelected)
  m.player.visible = true
  m.player.control = "play"
  m.player.SetFocus(true)
end sub

sub onPlayerState()
  if m.player.state = "finished" or m.player.state = "error" then closePlayer()
end sub

sub closePlayer()
  m.player.control = "stop"
  m.player.visible = false
  m.list.SetFocus(true)
end sub

function onKeyEvent(key as String, press as Boolean) as Boolean
  if press and key = "back" and m.player.visible then
    closePlayer()
    return true
  end if
  return false
end function
`;

const LOADER_XML = `<?xml version="1.0" encoding="utf-8" ?>
<component name="FeedLoader" extends="Task">
  <interface>
    <field id="url" type="string" />
    <field id="content" type="node" />
  </interface>
  <script type="text/brightscript" uri="pkg:/components/FeedLoader.brs" />
</component>
`;

const LOADER_BRS = `sub init()
  m.top.functionName = "load"
end sub

sub load()
  request = CreateObject("roUrlTransfer")
  request.SetCertificatesFile("common:/certs/ca-bundle.crt")
  request.InitClientCertificates()
  request.SetUrl(m.top.url)
  feed = ParseJson(request.GetToString())
  root = CreateObject("roSGNode", "ContentNode")
  if feed <> invalid then
    for each kind in ["shortFormVideos", "movies", "tvSpecials"]
      items = feed[kind]
      if items <> invalid then
        for each item in items
          node = root.CreateChild("ContentNode")
          node.title = item.title
          node.description = item.shortDescription
          node.HDPosterUrl = item.thumbnail
          node.url = item.content.videos[0].url
          node.streamFormat = "hls"
          node.length = item.content.duration
        end for
      end if
    end for
  end if
  m.top.content = root
end sub
`;

/**
 * A sideloadable Roku channel (a zip with `manifest` at its root): the manifest names the title,
 * version and the app's posters and splash screens; a small SceneGraph app loads the app's feed,
 * lists its videos and plays the one chosen.
 */
export async function channelPackage(source: ChannelSource): Promise<Buffer> {
  const zip = new JSZip();
  const files = new Map<string, string>();
  const byKey = new Map(source.images.map((image) => [image.key, image]));
  for (const { key, file } of [...MANIFEST_IMAGES, ...OTHER_IMAGES]) {
    const image = byKey.get(key);
    if (!image) continue;
    const path = `${file}.${extensionOf(image.contentType)}`;
    files.set(key, path);
    zip.file(path, image.bytes);
  }
  zip.file('manifest', manifestOf(source, files));
  zip.file('source/main.brs', MAIN_BRS);
  zip.file('components/MainScene.xml', sceneXml(files.get('backgroundFhdKey')));
  zip.file('components/MainScene.brs', sceneBrs(source.feedUrl));
  zip.file('components/FeedLoader.xml', LOADER_XML);
  zip.file('components/FeedLoader.brs', LOADER_BRS);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}
