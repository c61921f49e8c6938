// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { StatusErrorPage } from '@/components/error/NotFoundPage';
import { outageSafe } from '@/components/outage/outage-safe';
import { metadataSafe, OUTAGE_METADATA } from '@/components/outage/outage-metadata';
import { OutageView } from '@/components/outage/OutageView';
import { CmsUnavailableError } from '@/lib/errors/cms-unavailable';
import { HttpError } from '@/lib/errors/http-error';

const failing = (error: Error) => async () => {
  throw error;
};

describe('a page wrapped by outageSafe', () => {
  it('renders its own content when its data loads', async () => {
    const page = outageSafe(async ({ title }: { title: string }) => <h1>{title}</h1>);
    const element = (await page({ title: 'Команда' })) as ReactElement<{ children: string }>;
    expect(element.type).toBe('h1');
    expect(element.props.children).toBe('Команда');
  });

  it('renders the outage view (with the heading level asked) when the CMS is unavailable and nothing was kept', async () => {
    const element = (await outageSafe(failing(new CmsUnavailableError()), { heading: 2 })({})) as ReactElement<{ heading: number }>;
    expect(element.type).toBe(OutageView);
    expect(element.props.heading).toBe(2);
  });

  it("renders the server-error page with status 505 for the CMS's 505", async () => {
    const element = (await outageSafe(failing(new HttpError(505)))({})) as ReactElement<{ status: number }>;
    expect(element.type).toBe(StatusErrorPage);
    expect(element.props.status).toBe(505);
  });

  it('lets any other error through to the error page', async () => {
    await expect(outageSafe(failing(new TypeError('bug')))({})).rejects.toThrow('bug');
    await expect(outageSafe(failing(new HttpError(500)))({})).rejects.toThrow('HTTP 500');
  });

  it('metadata: the outage title, not indexed; other errors go through', async () => {
    expect(await metadataSafe(failing(new CmsUnavailableError()))()).toEqual(OUTAGE_METADATA);
    expect(OUTAGE_METADATA.robots).toEqual({ index: false });
    await expect(metadataSafe(failing(new TypeError('bug')))()).rejects.toThrow('bug');
  });
});
