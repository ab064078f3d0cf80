"""Counts not lent to goods they were not said of (part of stage 4, ``lang.lines``; session 43, RA). Two kinds, each
read silently wrong before:

**A fact's count.** "We usually keep 20 kg of sugar. Send sugar." / "हम आमतौर पर 20 किलो चीनी रखते हैं। चीनी भेज
दीजिए।" / "Hum usually 20 kilo cheeni rakhte hain. Cheeni bhej do." had ordered 20 kg: the later mention, with no
figure of its own, had joined the first line and taken its count. The first sentence tells a fact (what the shop
keeps, sells, goes through) in words the reader does not know; alone it is refused ("what should we do with the sugar:
send, price or cancel?", ``ambiguous_intent.unknown_word``). So the later mention stays a line of its own
(``told_unplaced``) and the message is asked about (how much sugar?) — when the first sentence tells of the shop ("we",
"हम", "hamare", "I") or of goods come ("The 20 kg rice arrived fine. Send rice.", "20 किलो चावल आ गया। चावल भेजिए।",
"20 kilo chawal aa gaya. Chawal bhejiye." had ordered 20 kg) and the later one orders. ("20 किलो चावल ठीक से आ गया। …":
"ठीक से", properly, is no "ok" since session 44.) A first sentence of goods and figures alone ("Sugar 20 kg. Send
sugar.", "चीनी 20 किलो। भेज दो।"), one with intent words of its own, or one naming no one ("for tomorrow's delivery: 25
kg potatoes, …", a list) keeps lending its count, as do reports the reader knows (``lang.line_guards.reported_first``:
"We sold 30 kg rice yesterday. Please send rice." asks how much). "We usually keep 20 kg of sugar. Send it."
(goods named once) is asked how many since session 44: a count the shop keeps is a habit told (``lang.context_said``)
and "it" is no count (``lang.sent_unnamed``); keeping any such sentence from the intent words of a later one had
refused nine right readings ("I think 20 kg atta should be enough for now. …").

**"Each" and goods said apart.** A count "each" in a sentence naming no goods ("Send 40 kg each.") is every item's of
the message, but not the goods of a later sentence that says something of its own (``said_apart``): "Onion and potato
ok. Send 40 kg each. Tomato we'll skip.", "प्याज़ और आलू ठीक है। दोनों 40-40 किलो भेजिए। टमाटर रहने दीजिए।", "Pyaz aur
aloo theek hai. Dono 40-40 kilo bhejo. Tamatar rehne do." had ordered 40 kg of tomato too (the rules in all three; the
second opinion refused two). A later sentence with goods and no words of its own ("Send 20 packets each:" over "-
Maggi" / "- Parle-G") still takes the count.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.this_time import this_time_tokens
from lang.van_said import van_tokens
from lang.reader_parts import *  # noqa: F401,F403  (_LIST_FILLER, UNIT_WORDS, occasion_tokens, _ITEM_KINDS)

__all__ = ["unknown_words", "told_unplaced", "said_apart", "capacity_told"]



#: Words of the shop telling of itself ("we", "our", "हम", "hamare", "I", "मेरी"): a sentence of goods and a count told
#: so is a fact of the shop's ("We usually keep 20 kg of sugar"), not a list of goods wanted ("for tomorrow: 25 kg
#: potatoes, 20 kg onions").
_WE = fold_words("we our us i my hum ham hamare humare hamara humara hamari humari hume humein hamein main mera meri "
                 "mere हम हमारे हमारा हमारी हमें मैं मेरा मेरी मेरे")


#: Things that hold goods, told of with a count ("The van can carry 500 kg", "godown mein 50 bori ki jagah").
_HOLDS = fold_words("van vans truck tempo gaadi gadi गाड़ी godown godam गोदाम store storeroom shelf rack fridge freezer "
                    "keep keeps stock stocks hold holds carry carries capacity rakhte rakhta rakhti रखते रखता रखती "
                    "jagah जगह")

#: Words of goods come ("The 20 kg rice arrived fine.", "20 किलो चावल ठीक से आ गया।", "20 kilo chawal theek se aa
#: gaya."): a sentence of goods and a count told so is of goods come, not goods wanted.
_CAME = fold_words("arrived came reached received delivered aaya aayi aaye aya ayi aye आया आई आए आये pahuncha "
                   "pahunchi pahunche पहुँचा पहुँची पहुँचे पहुंचा पहुंची पहुंचे mila mili mile मिला मिली मिले")
_COME, _GONE = fold_words("aa आ pahunch पहुँच पहुंच mil मिल"), fold_words("gaya gayi gaye gai गया गई गए गयी")  # "आ गया"


def unknown_words(reader, span: tuple[int, int] | None = None) -> dict[int, list[int]]:
    """Per clause, its words that are no item name, figure, unit, intent word, occasion or list filler: what
    ``ResolveMixin._plain_list`` refuses a line with no intent words for (worked out once a reading, when it first
    asks). ``span``: only the tokens [lo, hi), worked out afresh and not kept (asked before the figures are final)."""
    found = getattr(reader, "_unknown_words", None) if span is None else None
    if found is None:
        fig_tokens = {k for f in reader.figs for k in range(f.pos, f.end)} | occasion_tokens(reader) | van_tokens(
            reader)  # ("For lohri …"; "…, same van": lang.van_said)
        found = {}
        lo, hi = span or (0, reader.n)
        this_time = this_time_tokens(reader, lo, hi)  # ("Only 12 packets of Maggi this time", "इस बार सिर्फ़ …")
        for k in range(lo, hi):
            t = reader.tokens[k]
            if t.kind == "word" and t.key not in _LIST_FILLER and k not in reader.item_tokens and k not in this_time and \
                    k not in reader.taken and k not in fig_tokens and t.key not in UNIT_WORDS:
                found.setdefault(reader.clause_of[k], []).append(k)
        if span is None:
            reader._unknown_words = found
    return found


def told_unplaced(reader, first, ln, has_figs: bool, cues_by_clause: dict) -> bool:
    """Whether mention ``ln`` (no figures: ``has_figs`` False), in a sentence that orders, must not join line ``first``:
    ``first`` is in an earlier sentence with a count, no item intent words, no order or bill id, a word of the shop
    telling of itself ("we", "हम", "hamare") or of goods come ("arrived", "आ गया"), and a word the reader does not know
    (module docstring)."""
    if has_figs or first.clause >= ln.clause or not any(f.kind in ("qty", "badqty", "bare") for f in first.figs):
        return False
    if any(c.kinds & _ITEM_KINDS for c in cues_by_clause.get(first.clause, ())) or not any(
            "order" in c.kinds for c in cues_by_clause.get(ln.clause, ())):
        return False
    lo, hi = reader.clause_span[first.clause]
    if any(lo <= p < hi for p, _ in (*reader.order_ids, *reader.bill_ids)):
        return False  # "हमारा ऑर्डर O47 (कोका-कोला की 24 बोतलें और …) … भुजिया हम फिर भी लेंगे": an order's goods
    words = reader._words[lo:hi]
    came = not _CAME.isdisjoint(words) or any(a in _COME and b in _GONE for a, b in zip(words, words[1:]))
    return (came or not _WE.isdisjoint(words)) and bool(unknown_words(reader, (lo, hi)).get(first.clause))


def said_apart(reader, line, cues_by_clause: dict, fig=None) -> bool:
    """Whether item ``line`` has words of its own that keep the count "each" (``fig``) from it: in a sentence after the
    one counting "each", intent words or a negation ("No tomato."); in the same sentence, a part after the count that
    says something the reader does not know ("Send rice and sugar, 20 kg each; atta we have enough." had ordered 20 kg
    of atta: the atta is then asked how much, not sent)."""
    if fig is not None and line.clause == fig.clause:
        if line.pos < fig.pos or line.chunk == reader.chunk_of[fig.pos] or reader._chunk_negated(line):
            return False  # ("…, टमाटर नहीं": a count beside a no, refused as it was)
        lo = hi = line.pos
        while lo > 0 and reader.chunk_of[lo - 1] == line.chunk:
            lo -= 1
        while hi < reader.n and reader.chunk_of[hi] == line.chunk:
            hi += 1
        return bool(unknown_words(reader, (lo, hi)).get(line.clause))
    act = getattr(reader, "acts", {}).get(line.clause)
    return act is not None and act.negative or any(c.kinds for c in cues_by_clause.get(line.clause, ()))


def capacity_told(reader, clause: int, figs: list, cues_by_clause: dict) -> bool:
    """Whether the figures ``figs`` of a sentence naming no goods (``clause``) are told of something else, so that they
    are not lent to the message's one item: the sentence has no intent words, a count among the figures, and a
    word the reader does not know before its first figure, among them a thing that holds goods or a word of holding
    ("van", "godown", "keep", "holds", "रखते", "jagah"; not "we take 30 kg", an order said after a price asked)
    ("The van can carry 500 kg. Send sugar.", "Our godown holds 50 bori. Send rice." had ordered 500 kg
    and 2,500 kg; ``cues_by_clause``: the intent words of each sentence). "Send rice. 20 kg please." and "Chawal bhejo.
    Kal tak 20 kilo." still lend the count. Nor are the amounts of a sentence naming a bill and nothing else asked
    ("Payments made today by NEFT: ⏎ • B6: ₹4,310 ⏎ • B7: ₹2,120 ⏎ Please send 20 kg sugar." had priced the sugar by a
    bill's amount, or asked what it was for)."""
    if figs and all(f.kind == "price" for f in figs) and not cues_by_clause.get(clause) and any(
            reader.clause_of[p] == clause for p, _ in reader.bill_ids):
        return True  # a bill's amount on a line of its own ("• B7: ₹2,120" under "Payments made today"; session 55)
    if not any(f.kind in ("qty", "badqty") for f in figs) or cues_by_clause.get(clause):
        return False
    lo = reader.clause_span[clause][0]
    first = min(f.pos for f in figs)
    words = reader._words[lo:first]
    return not _HOLDS.isdisjoint(words) and bool(unknown_words(reader, (lo, first)).get(clause))

