"""A discount or a lower rate asked with no amount beside goods to give or send: "दूध 500ml पर थोड़ा डिस्काउंट
दीजिए", "Doodh 500ml pe thoda discount dijiye", "चीनी 50 किलो थोड़े कम रेट पर भेज दो", "Cheeni 50 kilo bhej do,
thoda discount dena", "Send 50 kg sugar, give a small discount", "Take a little off on milk, we will take 20 packets"
(session 41, FV: relatives of the trial's "…भाव बहुत ज़्यादा है, थोड़ा कम कीजिए", each read silently as an order
at the old price — of one packet where the pack size "500ml" stood for the count).

The giving verb ("दीजिए", "de do", "bhej do") made an order, and the ask of a lower price was dropped; the English
"Send 50 kg sugar at a slightly lower rate." was refused, how much lower? A shopkeeper cannot send at a price not
named: the sentence asks the price down by no amount (``no_price.how_much_lower``), as "Reduce the price a bit,
we'll take 30 kg" reads (the corpus README: a lowering with no figure is ``no_price``).

Read here, in a sentence with no price, percent or bare number of its own:

- a word of discount ("discount", "डिस्काउंट", "छूट", "chhoot", "concession") with a word of giving at most three
  words after it, or an English one before it ("थोड़ा डिस्काउंट दीजिए", "give a small discount"; not "bhej do,
  discount ki baat baad mein"), not denied or told ("discount nahi laga" is a
  bill disputed);
- a word of lowering right before a word of the rate ("थोड़े कम रेट पर", "kam bhav mein", "a lower rate") in a
  sentence with a word of giving or sending, not "sabse kam rate" (the best rate, asked) nor "kam rate wala"
  (goods of the cheaper kind);
- English "take a little off" / "knock a bit off", with only "a little", "a bit", "something" between.
"""
from __future__ import annotations

from lang.act_words import PRICE_NOUNS
from lang.language import fold_words

__all__ = ["discount_lowerings"]

_DISCOUNT = fold_words("discount डिस्काउंट छूट chhoot chhut chut concession रियायत riyayat rebate")
_GIVE = fold_words("do de dein den dena dijiye dijie dijiyega दो दे दें देना दीजिए दीजिये दीजिएगा give lagao laga "
                   "lagaiye लगाओ लगा लगाइए")
#: English words of giving, before the discount ("give a small discount", "offer some discount").
_GIVE_EN = fold_words("give offer")
_SEND = fold_words("bhej bhejo bhejiye bhejna भेज भेजो भेजिए भेजना send")
_LOWER = fold_words("kam कम lower cheaper better behtar बेहतर")  # ("please do a slightly better rate")
_NOT = fold_words("nahi nahin नहीं not no mat मत na laga lagi lagaya लगी लगाया mila mili मिला मिली got get gets getting")
_MOST = fold_words("sabse सबसे lowest")
_WALA = fold_words("wala wale wali वाला वाले वाली")
_OFF_VERBS = fold_words("take knock")
_OFF_FILLERS = fold_words("a little bit something some")
_OFF = fold_words("off")
#: After a word of the rate: "rate thoda theek lagana", "रेट थोड़ा ठीक लगाइए", "bhav zara kam rakhna" — a fair or lower
#: rate asked, with no figure (probes rb47-029); not "rate theek laga" (it seemed fine: no imperative) nor "rate sahi hai".
_FILL = fold_words("thoda thodi thode थोड़ा थोड़ी थोड़े zara jara ज़रा जरा kuch कुछ")
_FAIR = fold_words("theek thik ठीक sahi सही kam कम behtar बेहतर better")
_SET = fold_words("lagana lagao lagaiye lagaiyega lagaen lagayen लगाना लगाओ लगाइए लगाइये लगाएँ लगाएं karo kariye kijiye करो "
                  "करिए कीजिए rakhna rakho rakhiye रखना रखो रखिए")


def discount_lowerings(reader, priced: set[int]) -> set[int]:
    """The clauses of ``reader`` (the MessageReader at its acts: tokens, clause_of, figs) outside ``priced`` (clauses
    stating a price) that ask a discount or a lower rate with no amount (module docstring)."""
    words = reader._words
    keys = reader._keys
    if _DISCOUNT.isdisjoint(keys) and ((_LOWER.isdisjoint(keys) and _FAIR.isdisjoint(keys)) or PRICE_NOUNS.isdisjoint(
            keys)) and _OFF_VERBS.isdisjoint(keys):
        return set()
    figured = {f.clause for f in reader.figs if f.kind in ("price", "bare", "percent", "pct")}
    out: set[int] = set()
    for k, w in enumerate(words):
        clause = reader.clause_of[k]
        if not w or clause in priced or clause in figured or clause in out:
            continue
        if w in _DISCOUNT:
            after = {reader._word(j) for j in range(k + 1, min(reader.n, k + 4)) if reader.clause_of[j] == clause}
            before = {reader._word(j) for j in range(max(0, k - 3), k) if reader.clause_of[j] == clause}
            if (not _GIVE.isdisjoint(after) or not _GIVE_EN.isdisjoint(before)) and _NOT.isdisjoint(after | before):
                out.add(clause)
        elif w in _LOWER and reader._word(k + 1) in PRICE_NOUNS and reader._word(k - 1) not in _MOST and \
                reader._word(k + 2) not in _WALA:
            lo, hi = reader.clause_span[clause]
            said = {reader._word(j) for j in range(lo, hi)}
            if not (_GIVE.isdisjoint(said) and _SEND.isdisjoint(said)) and _NOT.isdisjoint(said):
                out.add(clause)
        elif w in PRICE_NOUNS and _fair_asked(reader, k):
            out.add(clause)
        elif w in _OFF_VERBS:
            j = k + 1
            while reader._word(j) in _OFF_FILLERS:
                j += 1
            if j > k + 1 and reader._word(j) in _OFF:
                out.add(clause)
    return out


def _fair_asked(reader, k: int) -> bool:
    """The rate word at token ``k`` is followed (a filler between at most) by a word of fair or lower and an imperative
    of setting it ("rate thoda theek lagana", "रेट थोड़ा ठीक लगाइए")."""
    j = k + 1
    while reader._word(j) in _FILL and j <= k + 2:
        j += 1
    return reader._word(j) in _FAIR and reader._word(j + 1) in _SET and reader.clause_of[min(j + 1, reader.n - 1)] == \
        reader.clause_of[k]
