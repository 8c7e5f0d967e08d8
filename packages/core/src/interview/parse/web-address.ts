/**
 * The endings of a web address ("koreanisch-berlin.de", "mystudio.co.uk", "bakery.coffee"): the country endings our
 * visitors' sites use, and the generic ones studios and shops use. One list for the recognizers of the answer parser and
 * of the reader. (Not any two letters: "@tommycutz.sa", "manman.wo.hualien" are Instagram handles.)
 */
export const topLevelDomain =
  '(?:com|net|org|info|biz|xyz|app|dev|design|studio|shop|store|coffee|art|cafe|page|site|online|tech|agency|blog|club|live|life|world|media|space|website|education|school|academy|health|clinic|dental|salon|restaurant|bar|farm|garden|boutique|fashion|photography|gallery|travel|team|works|company|business|services|tw|kr|hk|jp|cn|sg|my|th|vn|ph|id|in|au|nz|ca|us|mx|br|uk|ie|de|at|ch|fr|it|es|pt|nl|be|dk|se|no|fi|pl|cz|eu|io|co|me|ai|tv|fm|cc|ly|gg|to)';
