import { countSelectionView } from '@/lib/sales/site-endpoint';

/** A buyer opened a manager's selection: counted for the manager's dashboard. */
export async function POST(request: Request, { params }: { params: Promise<{ code: string }> }) {
  return countSelectionView(request, (await params).code);
}
