// imask's core (its `holder` entry) with the two kinds of mask the site uses: the pattern masks (the phone, dates,
// documents) and, registered by them, the RegExp mask the figures' fields filter with. imask's main entry would
// register all ten kinds (number, date, dynamic, range, …): a third of the chunk the forms share. ESLint points here.
import IMask from 'imask/holder';
import 'imask/masked/pattern';

export default IMask;
