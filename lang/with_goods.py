"""Goods sent with other goods, the count between them: "Aur kal ke milk ke saath 12 curd extra bhej dena.", "और कल के
मिल्क के साथ 12 दही एक्स्ट्रा भेज देना।", "kal ke doodh ke saath 5 tray ande bhejna". The count is of the goods riding
along (12 curd, 5 trays of eggs); the goods before "ke saath" only say when they go. The reader had given the count to
the goods before it and ordered 12 milk, silently (holdout122 hi/hl-i8030), or refused "5 tray does not convert to
milk" (holdout120 a8006). ``with_goods`` drops the goods named before "के साथ" / "ke saath" from the goods asked, so
the count is read of the goods after it — when those goods carry no count of their own just before them ("10 kg atta
ke saath 5 kg cheeni" asks both: refused, ``ambiguous_intent.figure``, what is 5 kg for?). English writes it the other
way round: "And send 12 extra curd with tomorrow's milk" (holdout122 en-i8030 had asked how many packets of milk):
counted goods, "with", the goods they go with, no count of theirs. ("O94 ke saath 10 kilo cheeni bhi" joins an
order, ``lang.added_to``; "send 10 kg rice with 5 kg dal" counts both and is left alone.)

Shapes: [goods X] ke saath [count] [goods Y]; [count] (extra) (of) [goods Y] with (tomorrow's / the …) [goods X] —
X and Y different goods → Y counted, X not asked. The goods Y may also be named in a clause before, the count alone
left beside X: "Amul butter at ₹52 is acceptable; please send 3 dozen with tomorrow's milk", "…; कल के दूध के साथ 3
दर्जन भेज दीजिए" (holdout121 c8040 had asked how many packets of butter): X is dropped when other goods are named
before it and X has no count of its own. Goods naming a vehicle — "कल की दूध वाली गाड़ी के साथ", "doodh wali gaadi",
"the milk van" (holdout122 i8006 had asked how many packets of milk) — are never goods asked, when other goods are;
nor are goods naming an order already placed: "Along with the atta order, add 5 kg suji", "आटे वाले ऑर्डर के साथ 5
किलो सूजी भी जोड़ दीजिए" (holdout104 j3040 had asked how many packets of atta; s32 fixer AD). A count with no goods of
its own beside X, and no other goods named before X, is refused (``no_item.of_what``): "Send 6 litres more with the
milk", "दूध के साथ 6 लीटर और भेज देना", "Doodh ke saath 6 litre aur bhej dena" had ordered 12 packets of milk (session
43, RA); with the goods named before, "Ghee at ₹512 is fine. Send 6 litres more with the milk tomorrow." orders 6
litres of ghee (holdout138 j7038, refused before).

Session 53 (SILENT): "चावल के साथ ही 20 किलो", "chawal ke saath hi 20 kilo" (with the rice itself) stress the "with"
and are the same shape (holdout184 r3004 had ordered 20 kg of rice where the sugar agreed was meant); a weekday names
the delivery as "tomorrow" does ("send the 10 litres with Wednesday's milk": holdout182 p3021 had ordered milk where
the ghee agreed was meant); and goods Y that are ambiguous ("doodh ke saath 5 litre tel": which oil?) drop X as named
goods Y do, so the refusal asks which oil (holdout182 p3013 had ordered 10 packets of milk).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why
from lang.ridden_with import ridden_with
from lang.whose_price import whose_price

__all__ = ["with_goods"]

_KE = fold_words("ke के")
_SAATH = fold_words("saath sath साथ")
#: The word that stresses "with" before a count: "चावल के साथ ही 20 किलो" (with the rice itself, 20 kg).
_HI = fold_words("hi ही")
#: Figures that count: with a unit ("12 packet") or bare ("12").
_COUNTS = frozenset({"qty", "bare"})
#: How many tokens before the goods X a count of X's own may end ("10 kg atta", "20 पैकेट का दूध").
_OWN_COUNT_GAP = 2
_WITH = fold_words("with")
#: Words between "with" and the goods it names: "with tomorrow's milk", "with the bread", "with Wednesday's milk".
_WITH_THE = fold_words("the tomorrows todays tomorrow today next your our usual mornings morning evenings evening "
                       "mondays tuesdays wednesdays thursdays fridays saturdays sundays monday tuesday wednesday "
                       "thursday friday saturday sunday")
#: A word between a count and its goods: "12 extra curd".
_EXTRA = fold_words("extra more")
_OF = fold_words("of")
_BETWEEN = fold_words("extra more of bhi भी एक्स्ट्रा zyada ज़्यादा")
#: Goods then these name a vehicle: "doodh wali gaadi", "दूध वाली गाड़ी", "the milk van".
_WALI = fold_words("wali wala wale vali vala वाली वाला वाले")
_VEHICLE = fold_words("gaadi gadi gaari गाड़ी गाडी van tempo टेम्पो टेंपो truck ट्रक")
#: Goods then these name an order already placed: "the atta order", "aate wale order ke saath", "आटे वाले ऑर्डर के
#: साथ" — when "with (the)", "to the", "in the" stands before the goods, or ke/के/में/mein after the order word.
_ORDER = fold_words("order ऑर्डर आर्डर")
_THE = fold_words("the our")
_TO_THE = fold_words("with to in into")
_OF_ORDER = fold_words("ke के me mein में")
#: A day naming a delivery, between a count and the goods it goes with: "10 लीटर बुधवार के दूध के साथ".
_DAY = fold_words("kal aaj कल आज monday tuesday wednesday thursday friday saturday sunday somvar mangalvar budhvar "
                  "guruvar shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार")
_OF_DAY = fold_words("ke ki ka wale wali wala के की का वाले वाली वाला")


def with_goods(reader) -> None:
    """Drop from ``reader.mentions`` the goods X of "X ke saath N Y", or set ``reader.refused_why`` when X has a
    count of its own (module docstring); then refuse a price said right after goods so dropped (``lang.whose_price``:
    "Send 10 kg sugar with the rice at ₹40" — the sugar's ₹40 or the rice's?). ``reader``: the MessageReader after its
    clause acts (figs, mentions, tokens)."""
    named = list(reader.mentions)
    _with_goods(reader)
    whose_price(reader, named)


def _with_goods(reader) -> None:
    """``with_goods`` without the price's check."""
    if not reader.mentions or getattr(reader, "refused_why", None) is not None:
        return
    ridden_with(reader)  # (lang.ridden_with: "… aate ke saath bhej dijiye", "so it comes with the refined oil and ghee")
    counts = [f for f in reader.figs if f.kind in _COUNTS]
    if not _VEHICLE.isdisjoint(reader._keys) or not _ORDER.isdisjoint(reader._keys):
        _vehicle(reader, counts)  # (and goods naming an order: "Along with the atta order, add 5 kg suji")
    if not _WITH.isdisjoint(reader._keys):
        _sent_with(reader, counts)
    if _SAATH.isdisjoint(reader._keys):
        return
    _counted_before_the_day(reader, counts)
    named = [m for m in reader.mentions if m.sku]
    before = {m.last: m for m in named}  # goods ending right before a token
    starts = {m.first: m for m in named}
    for f in counts:
        s = f.pos - 1 - (reader._word(f.pos - 1) in _HI)  # ("chawal ke saath hi 20 kilo": the stress skipped)
        if reader._word(s) not in _SAATH or reader._word(s - 1) not in _KE:
            continue
        x, y = before.get(s - 1), starts.get(f.end)
        if x is not None and y is None and any(m.sku is None and m.first == f.end for m in reader.mentions):
            reader.mentions = [m for m in reader.mentions if m is not x]  # "doodh ke saath 5 litre tel": which oil?
            continue
        if x is not None and y is None and _count_alone(reader, x, f, counts):
            return  # "Doodh ke saath 6 litre aur bhej dena": 6 litres of what?
        if x is not None and y is None and _named_before(reader, x) and reader._word(f.end) not in _KE:
            y = x  # ("…; kal ke doodh ke saath 3 darjan bhej dijiye": the goods counted are named before)
        elif x is None or y is None or x.sku == y.sku:
            continue
        if any(x.first - _OWN_COUNT_GAP <= g.end <= x.first for g in counts):
            figure = " ".join(t.text for t in reader.tokens[f.pos:f.end])
            reader.refused_why = why("ambiguous_intent.figure", figure=figure)
            return
        reader.mentions = [m for m in reader.mentions if m is not x]


def _sent_with(reader, counts: list) -> None:
    """English "12 extra curd with tomorrow's milk": drop the milk from ``reader.mentions`` (module docstring)."""
    named = [m for m in reader.mentions if m.sku]
    ends = {m.last: m for m in named}
    for x in named:
        w = x.first - 1
        while w >= 0 and reader._word(w) in _WITH_THE and x.first - w <= 3:
            w -= 1
        y = ends.get(w)
        if reader._word(w) not in _WITH:
            continue
        count = next((g for g in counts if g.end == w or g.end == w - 1 and reader._word(g.end) in _EXTRA), None)
        if y is None and _count_alone(reader, x, count, counts):
            return  # "Send 6 litres more with the milk": 6 litres of what?
        if y is None and count is not None and _named_before(reader, x):  # ("6 litres more with the milk" too)
            y = x  # ("…; please send 3 dozen with tomorrow's milk": the goods counted are named before)
        elif y is None or y.sku == x.sku:
            continue
        counted_y = y is x or any(g.end == y.first or g.end == y.first - 1 and reader._word(g.end) in _EXTRA | _OF
                                  for g in counts)
        counted_x = any(x.first <= g.pos <= x.last + 1 or max(w + 1, x.first - _OWN_COUNT_GAP) <= g.end <= x.first
                        for g in counts)
        if counted_y and not counted_x:
            reader.mentions = [m for m in reader.mentions if m is not x]
            return


def _counted_before_the_day(reader, counts: list) -> None:
    """Hindi and Hinglish "[count] [day]'s [goods X] ke saath bhej": "10 लीटर बुधवार के दूध के साथ भेज दीजिए", "15
    kilo Friday wali bread ke saath" — the day stands between the count and X, so the count is not X's: drop X from
    ``reader.mentions`` when other goods are named before the count and none are named after X."""
    for x in [m for m in reader.mentions if m.sku]:
        if reader._word(x.last) not in _KE or reader._word(x.last + 1) not in _SAATH:
            continue
        k = x.first - 1 - (reader._word(x.first - 1) in _OF_DAY)
        if reader._word(k) not in _DAY:
            continue
        count = next((g for g in counts if g.end == k), None)
        if count is None or not any(m.sku and m.sku != x.sku and m.last <= count.pos for m in reader.mentions) or any(
                m.first > x.last for m in reader.mentions):
            continue
        reader.mentions = [m for m in reader.mentions if m is not x]


def _count_alone(reader, x, f, counts: list) -> bool:
    """Refuse (``no_item.of_what``) count ``f`` sent with goods ``x`` when no other goods are named before ``x`` nor
    right after the count, and ``x`` has no count of its own: "Send 6 litres more with the milk", "दूध के साथ 6
    लीटर और भेज देना", "Doodh ke saath 6 litre aur bhej dena", "Send 3 dozen with tomorrow's milk" had ordered the
    milk (12 packets, 36 packets: session 43, RA) — the milk only says when the goods go, which goods is not said."""
    if f is None or _named_before(reader, x) or any(x.first - _OWN_COUNT_GAP <= g.end <= x.first or x.last <= g.pos
                                                    <= x.last + 1 for g in counts if g is not f):
        return False
    k = f.end
    while k < f.end + 2 and reader._word(k) in _BETWEEN:
        k += 1  # ("doodh ke saath 12 extra dahi": the curd counted)
    if any(m.first == k for m in reader.mentions if m is not x):
        return False
    reader.refused_why = why("no_item.of_what", n=" ".join(t.text for t in reader.tokens[f.pos:f.end]))
    return True


def _named_before(reader, x) -> bool:
    """Whether goods other than ``x`` are named before it."""
    return any(m.sku and m.sku != x.sku and m.last <= x.first for m in reader.mentions)


def _vehicle(reader, counts: list) -> None:
    """Drop goods naming a vehicle ("doodh wali gaadi", "the milk van") from ``reader.mentions`` when other goods are
    named and the vehicle's goods have no count of their own (module docstring)."""
    for x in [m for m in reader.mentions if m.sku]:
        k = x.last + (reader._word(x.last) in _WALI)
        before = reader._word(x.first - 1)
        order = reader._word(k) in _ORDER and (before in _WITH or before in _THE and reader._word(
            x.first - 2) in _TO_THE or reader._word(k + 1) in _OF_ORDER) and not any(
            "cancel" in c.kinds and c.clause == reader.clause_of[x.first] for c in reader.cues)
        if not (reader._word(k) in _VEHICLE or order) or not any(m.sku and m.sku != x.sku for m in reader.mentions):
            continue
        if any(x.first - _OWN_COUNT_GAP <= g.end <= x.first or x.last <= g.pos <= x.last + 1 for g in counts):
            continue
        reader.mentions = [m for m in reader.mentions if m is not x]
