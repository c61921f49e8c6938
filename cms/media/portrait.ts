import { svgDocument } from './svg';

/**
 * A portrait-like illustration of a person of the project team (the demo has no photographs of real people):
 * head and shoulders in soft studio light against a warm backdrop, drawn from a few traits so that every
 * person looks different.
 */
export type PortraitTraits = {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'side' | 'bob' | 'long' | 'bun' | 'bald';
  suit: string;
  shirt: string;
  backdrop: string;
  glasses?: boolean;
  beard?: boolean;
};

const W = 600;
const H = 800;

function hairBack(style: PortraitTraits['hairStyle'], colour: string): string {
  switch (style) {
    case 'long':
      return `<path d="M188 300 C170 420 180 540 200 600 L400 600 C420 540 430 420 412 300 Z" fill="${colour}"/>`;
    case 'bob':
      return `<path d="M190 300 C178 380 186 450 206 480 L394 480 C414 450 422 380 410 300 Z" fill="${colour}"/>`;
    case 'bun':
      return `<circle cx="300" cy="176" r="52" fill="${colour}"/>`;
    default:
      return '';
  }
}

function hairFront(style: PortraitTraits['hairStyle'], colour: string): string {
  switch (style) {
    case 'short':
      return `<path d="M206 318 C196 236 246 190 300 190 C360 190 406 232 394 318 C384 272 352 250 300 252 C252 250 218 268 206 318 Z" fill="${colour}"/>`;
    case 'side':
      return `<path d="M204 330 C190 236 248 186 306 188 C368 192 410 240 396 326 C388 280 360 246 320 242 C280 262 236 270 204 330 Z" fill="${colour}"/>`;
    case 'bald':
      return `<path d="M210 330 C206 300 210 286 216 276 L222 330 Z M390 330 C394 300 390 286 384 276 L378 330 Z" fill="${colour}" opacity="0.8"/>`;
    default:
      // bob, long, bun: a parting and the hair framing the face
      return `<path d="M200 350 C186 240 240 186 300 186 C362 186 414 240 400 350 C392 290 360 240 300 236 C262 250 226 280 200 350 Z" fill="${colour}"/>`;
  }
}

export function portraitSvg(traits: PortraitTraits, title: string): string {
  const { skin, hair, suit, shirt, backdrop } = traits;
  const body =
    `<defs>` +
    `<radialGradient id="light" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" x2="1" y1="0" y2="0"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>` +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="${backdrop}"/>` +
    `<rect width="${W}" height="${H}" fill="url(#light)"/>` +
    hairBack(traits.hairStyle, hair) +
    // shoulders and jacket
    `<path d="M70 800 C80 650 150 590 250 566 L350 566 C450 590 520 650 530 800 Z" fill="${suit}"/>` +
    `<path d="M250 566 L300 700 L350 566 Z" fill="${shirt}"/>` +
    `<path d="M250 566 L300 700 L262 610 L232 578 Z M350 566 L300 700 L338 610 L368 578 Z" fill="#000" opacity="0.18"/>` +
    // neck and head
    `<path d="M262 470 L262 570 C280 590 320 590 338 570 L338 470 Z" fill="${skin}"/>` +
    `<path d="M262 520 C285 540 315 540 338 520 L338 470 L262 470 Z" fill="#000" opacity="0.12"/>` +
    `<ellipse cx="300" cy="360" rx="98" ry="126" fill="${skin}"/>` +
    `<ellipse cx="202" cy="372" rx="14" ry="24" fill="${skin}"/><ellipse cx="398" cy="372" rx="14" ry="24" fill="${skin}"/>` +
    `<ellipse cx="300" cy="360" rx="98" ry="126" fill="url(#shade)"/>` +
    (traits.beard ? `<path d="M206 380 C214 470 258 492 300 492 C342 492 386 470 394 380 C380 432 344 448 300 448 C256 448 220 432 206 380 Z" fill="${hair}" opacity="0.85"/>` : '') +
    // features, quiet: brows, closed-lid eyes, nose shadow, mouth
    `<path d="M246 332 Q266 322 284 330 M316 330 Q334 322 354 332" stroke="${hair}" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.85"/>` +
    `<path d="M252 360 Q266 352 280 360 M320 360 Q334 352 348 360" stroke="#3a2d26" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    `<path d="M300 372 L292 412 Q300 418 310 412" stroke="#000" stroke-opacity="0.18" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M274 440 Q300 454 326 440" stroke="#8a4f45" stroke-width="5" stroke-linecap="round" fill="none"/>` +
    (traits.glasses
      ? `<g fill="none" stroke="#2a2522" stroke-width="5"><rect x="236" y="338" width="56" height="42" rx="12"/><rect x="308" y="338" width="56" height="42" rx="12"/><path d="M292 356 L308 356 M236 352 L206 346 M364 352 L394 346"/></g>`
      : '') +
    hairFront(traits.hairStyle, hair) +
    `<rect width="${W}" height="${H}" fill="url(#floor)"/>`;
  return svgDocument(W, H, body, title);
}
