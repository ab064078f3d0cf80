"""Amounts at the counter that are no bill, and the one figure that is (``lang.counter_words``): a currency note
asked for or handed over, a note the customer may give, and the figure said after a percent taken off.

The bill heard at the counter is what the customer pays, so:

- an amount said as a currency note ("₹500 ka note hai? Total 230", "Do you have a ₹500 note? Total ₹230", "भैया
  ₹500 का नोट है? कुल 230") is money handed over, never the bill (``note_named``);
- a note the customer may give, on a condition ("If you give ₹2,000 I'll return ₹1,424", "500 ka note doge to 495.5
  wapas milenge", "2000 का नोट दें तो 1418 वापस") makes the words a change sentence (``note_offered``), read by
  ``lang.counter_change.change_given``: the bill is the amount that checks (note = bill + change), else nothing;
- of two amounts, the first refused and the second held ("Not ₹400, sir — it's ₹450", "I can't do ₹400, it is
  ₹450", "₹400 nahi didi, ₹450 hi lagenge"), the second is the bill (``price_held``; "₹400 नहीं, ₹450 ही लगेगा"
  and "₹640 nahi ₹460 hai" are read by ``lang.counter_sums.corrected_amount``); not when the second is asked
  ("₹400 nahi bhaiya, ₹450?");
- one amount said after a percent taken off ("I can give you 5% off: ₹132.53", "5% कम कर देता हूँ: ₹828.88", "5% kam
  kar deta hoon, ₹218.50 de do") is the figure after the discount, the bill (``after_percent_off``); one said
  before it or as what the percent is taken from ("Your bill is ₹400 and there's 10% off today", "10% off on ₹400")
  is not, and the customer asks the total.

- an amount said as the least the cashier takes ("₹250 se kam nahi hoga", "₹250 से कम नहीं होगा", "Less than ₹250
  is not possible", "below ₹250 nahi") is held, not refused, though a negation follows it (``floor_held``): "₹250 se
  kam nahi hoga bhaiya, ₹204 nahi chalega" bills ₹250;
- a note the cashier asks change for ("₹500 ka change hai? Bill ₹230 ka hai", "₹500 का छुट्टा है?", "Do you have
  change for ₹500?") is money to be changed, never the bill (``change_asked``).

Words only; each is one look at the words around one amount, or one pass over the message's words.
"""
from __future__ import annotations

from decimal import Decimal

from lang.act_words import NOT_THAT_PRICE
from lang.acts import NEGATIONS
from lang.language import fold, fold_words as _keys

__all__ = ["note_named", "notes_counted", "note_offered", "after_percent_off", "price_held", "floor_held",
           "change_asked", "NOTE_TEXTS", "NOTES"]

#: The token texts (lower case) of a currency note ("note", "नोट"); the folded key of "नोट" is "not", so the text
#: is looked at, never the key ("It's ₹500, not ₹450" names no note).
NOTE_TEXTS = frozenset("note notes नोट नोटों".split())
#: India's currency notes in rupees: only these can be a note handed over.
NOTES = frozenset(Decimal(v) for v in (10, 20, 50, 100, 200, 500, 2000))
#: Counts of notes between the amount and "note" ("₹500 ke do note": two notes of ₹500).
_COUNTS = {fold(w): n for ws, n in (("ek एक one", 1), ("do दो two", 2), ("teen तीन three", 3), ("char chaar चार four", 4),
                                    ("paanch panch पांच पाँच five", 5)) for w in ws.split()}
#: Words that may come between a note's amount and "note" ("₹500 ka note", "₹500 ke do note", "५०० का एक नोट").
_OF_COUNT = _keys("ka ki ke का की के") | frozenset(_COUNTS)
#: "If"/"agar" with a verb of giving up to four words after it ("If you give ₹2,000", "agar ₹500 do", "अगर ₹500
#: दें"), or a Hindi verb of giving the customer would do with "to"/"तो" right after it ("500 ka note doge to",
#: "2000 का नोट दें तो"): a note the customer may hand over.
_IF = _keys("if agar अगर")
_GIVE = _keys("give pay hand tender de do doge denge dein den dijiye दें दो दोगे देंगे दीजिए दिया")
_GIVE_HI = _keys("doge denge dein den दें दोगे देंगे dijiye दीजिए")
_THEN = _keys("to toh तो")
#: Words right after a percent that take it off ("5% off", "5% kam", "5% कम", "10% discount", "5% छूट").
_OFF = _keys("off kam कम discount chhoot chhut choot chut छूट less")
#: Words right before or after the amount that make it what the percent is taken from, not the figure after
#: ("10% off on ₹400", "₹400 pe 10%", "₹400 ke bill pe", "of ₹400", "₹400 se").
_BASE = _keys("on of from pe par पर se से ke के ka का ki की mein में upar ऊपर")
#: The largest percent a counter takes off and is still heard as the bill's discount (a fifth, as
#: ``lang.counter_words.ROUND_OFF_SHARE``).
_MOST_OFF = Decimal(20)


def note_named(reader, f) -> bool:
    """Whether the amount ``f`` (a figure of ``reader``) is said as a currency note: its value is a note's
    (``NOTES``) and "note"/"नोट" follows it, with at most two words of "of" or a count between ("₹500 ka note",
    "a ₹2,000 note", "₹500 के दो नोट")."""
    if f.value not in NOTES:
        return False
    tokens = reader.tokens
    k, between = f.end, 0
    while k < reader.n and between <= 2:
        t = tokens[k]
        if t.kind == "word" and t.text.lower() in NOTE_TEXTS:
            return True
        if t.kind != "word" or t.key not in _OF_COUNT:
            return False
        k, between = k + 1, between + 1
    return False



def notes_counted(reader, f) -> int:
    """How many notes of ``f``'s value the words hand over: the count between the amount and "note" ("₹500 ke do note
    diye" → 2, "₹500 के तीन नोट" → 3, "a ₹500 note" → 1; a count before the amount, "two ₹500 notes", is not looked
    for), else 1."""
    if not note_named(reader, f):
        return 1
    words = [t for t in reader.tokens[f.end:f.end + 3] if t.kind == "word"]
    return next((_COUNTS[t.key] for t in words if t.key in _COUNTS and t.text.lower() not in NOTE_TEXTS), 1)


def note_offered(tokens: list) -> bool:
    """Whether the words offer that the customer may hand over a note: "if"/"agar"/"अगर" with a giving verb up to four
    words after it ("If you give ₹2,000", "agar 1000 doge", "अगर ₹1,000 देंगे"), or a Hindi giving verb of the
    customer's with "to"/"तो" right after it ("500 ka note doge to", "2000 का नोट दें तो"). ``tokens``: the message's
    tokens. One pass."""
    words = [t.key for t in tokens if t.kind == "word"]
    for k, w in enumerate(words):
        if w in _IF and any(v in _GIVE for v in words[k + 1:k + 5]):
            return True
        if w in _GIVE_HI and words[k + 1:k + 2] and words[k + 1] in _THEN:
            return True
    return False


def after_percent_off(reader, f) -> bool:
    """Whether the amount ``f``, the one amount said, is the figure after a percent taken off: a percent of at most
    20 (``_MOST_OFF``) before it in its sentence with a money-off word right after the percent ("5% off", "5% kam",
    "5% कम"), and no word making the amount the one the percent is taken from right before or after it ("10% off on
    ₹400", "₹400 pe"). "I can give you 5% off: ₹132.53" → True; "Your bill is ₹400 and there's 10% off today" →
    False (the amount is before the percent)."""
    pcts = [p for p in reader.figs if p.kind == "pct" and p.end <= f.pos and p.clause == f.clause]
    if len(pcts) != 1 or not 0 < pcts[0].value <= _MOST_OFF:
        return False
    tokens = reader.tokens
    between = [t for t in tokens[pcts[0].end:f.pos] if t.kind == "word"]
    if not between or not _is_off(between[0]):
        return False
    near = between[-1:] + [t for t in tokens[f.end:f.end + 2] if t.kind == "word"][:1]
    return not any(t.key in _BASE and t.text.lower() != "off" for t in near)


def _is_off(t) -> bool:
    """Whether word token ``t`` takes money off ("off", "kam", "कम", "discount"); "of", which "off" folds as, not."""
    return t.text.lower() == "off" or t.key in _OFF and t.key != _OF


_OF = fold("of")  # the key of both "of" and "off": the text tells them apart


#: Words that may stand between the amount refused and the amount held in English, beside those of
#: ``lang.act_words.NOT_THAT_PRICE`` ("Not ₹400, sir — it's ₹450", "can't do ₹400, it is ₹450 only").
_IT_IS = _keys("it its it's is that thats that's will be would price rate sorry only just the")
#: Words up to two before the first amount that refuse it ("Not ₹400", "I can't do ₹400", "No, ₹400 nahi").
_REFUSING = NEGATIONS | _keys("do karunga kar sakta sakte")


def price_held(reader, money: list) -> Decimal | None:
    """The amount held (rupees) when ``money`` (the amounts said, in order: ``lang.counter_today.money_said``) are two
    and the first is refused — a negation (``lang.acts.NEGATIONS``) up to two words before it, or right after it —
    with only words of address, of its not doing, or "it is" between them, and no "?" after the second ("Not ₹400,
    sir — it's ₹450", "₹400 nahi didi, ₹450 hi lagenge", "₹400 में नहीं होगा जी, ₹450 ही लगेंगे" → ₹450; "₹400
    nahi bhaiya, ₹450?" → None); None otherwise."""
    if len(money) != 2:
        return None
    first, second = money
    words = reader._words
    before = [w for w in words[max(0, first.pos - 3):first.pos] if w][-2:]
    between = [w for w in words[first.end:second.pos] if w]
    neg = next((k for k, w in enumerate(before) if w in NEGATIONS), None)
    refused = neg is not None and set(before[neg:]) <= _REFUSING or bool(between) and between[0] in NEGATIONS
    if not refused or not set(between) <= NEGATIONS | NOT_THAT_PRICE | _IT_IS:
        return None
    if second.end < reader.n and reader.tokens[second.end].text == "?":
        return None
    return second.value


#: Words right after an amount that make it a floor: "se"/"से" then "kam"/"कम"/"neeche"/"नीचे" ("₹250 se kam nahi").
_FROM = _keys("se से")
_LESS = _keys("kam कम neeche niche नीचे less")
#: Words right before an amount that make it a floor: "below ₹250", "under ₹250", "less than ₹250", "lower than".
_BELOW = _keys("below under")
_LESS_THAN = {(a, b) for a in _keys("less lower kam") for b in _keys("than")}
_CANT = _keys("cant cannot wont")  # with a floor, a refusal to go under it: "I can't go below ₹250"


def floor_held(reader, f) -> bool:
    """Whether the amount ``f`` is said as the least the cashier takes — "se kam"/"से कम"/"se neeche" right after it,
    or "below"/"under"/"less than" right before it, with a negation near ("nahi", "not", "can't") — so that a negation after it ("₹250 se kam nahi hoga", "Less
    than ₹250 is not possible") holds the amount rather than refusing it (``lang.counter_today.denied_amount``).
    "₹250 se kam nahi hoga bhaiya, ₹204 nahi chalega" → True for ₹250, False for ₹204."""
    words = reader._words
    after = [w for w in words[f.end:f.end + 3] if w][:2]
    before = [w for w in words[max(0, f.pos - 3):f.pos] if w][-2:]
    floor = (len(after) == 2 and after[0] in _FROM and after[1] in _LESS) or bool(before) and (
        before[-1] in _BELOW or tuple(before) in _LESS_THAN)
    around = [w for w in words[max(0, f.pos - 5):f.pos] + words[f.end:f.end + 6] if w]
    return floor and not (NEGATIONS | _CANT).isdisjoint(around)  # (not "₹500 se kam karke ₹450": money off)


#: Words of change for a note (``lang.counter_today``'s change words and "khulle"): "₹500 ka change hai?".
_CHANGE = _keys("change chhutta chutta chhutte छुट्टा छुट्टे khule khulle खुले")
_FOR = _keys("for")


def change_asked(reader, f) -> bool:
    """Whether the amount ``f`` is a note the cashier asks change for, in a question: its value is a note's
    (``NOTES``) with "ka/ke/ki change" ("₹500 ka change hai?", "₹500 का छुट्टा है?", "₹500 ke khulle hain?") right
    after it or "change for" right before it ("Do you have change for ₹500?"), and a "?" in its sentence after it —
    money to be changed, not the bill ("₹500 ka change hai? Bill ₹230 ka hai" bills ₹230). Not "₹270 change lo"
    (change handed back: ``lang.counter_change``)."""
    if f.value not in NOTES:
        return False
    words, tokens = reader._words, reader.tokens
    after = [w for w in words[f.end:f.end + 3] if w][:2]
    before = [w for w in words[max(0, f.pos - 3):f.pos] if w][-2:]
    named = len(after) == 2 and after[0] in _OF_COUNT and after[1] in _CHANGE or before == [fold("change"), fold("for")]
    if not named:
        return False
    for t in tokens[f.end:]:
        if t.kind == "sym" and t.text in (".", "।", "!"):
            return False
        if t.kind == "sym" and t.text == "?":
            return True
    return False

