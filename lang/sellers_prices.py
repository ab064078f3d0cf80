"""Prices told as another seller's beside ours, in the roles of the prices (``lang.roles``, read by
``lang.apply_acts``): "₹46 is too high, Gupta gives it at ₹42. We'll pass this time.", "₹46 बहुत ज़्यादा है, गुप्ता ₹42
में देता है।", "₹46 bahut zyada hai, Gupta ₹42 mein deta hai." (holdout96 y9011, under "> Sugar ₹46/kg"). The roles
read "₹46 is too high" then a second price as a refused price and a new one ("₹548 is too high — can you do ₹530"), so
the refusal was taken for a counter-offer's reference and dropped with its price: the reading refused sugar with no
price, silently in the three languages, where the shop refuses the ₹46 it names (tests/corpus_chat/README.md: a
refusal carries the price its own words name; a competitor's price is never labelled).

``price_roles_told(reader)`` is ``lang.roles.price_roles`` over the reader's figures, with each price that stands in a
phrase (between marks) telling another's selling ("gives", "sells", "charges", "deta hai", "देता है", "de raha hai",
"दे रहे हैं") — no word of the supplier ("you", "aap", "आप") in it, no intent word, and no word of matching in the
message ("match", "utne mein": there the other's price may be the bid), no "?" between the message's first price
and it ("₹140 for toor? Gupta gives ₹132. No.": a price said back, refused, read as before), no bill named in the
phrase ("बिल B11 में से ₹650 अभी दे रहे हैं": a bill paid in part, ``lang.part_now``) — given the role
"reference" (context), so that it is no new price that turns the one before it into a reference. Not at the counter. A quoted price refused in
its own phrase, with another item's price next in its sentence, is the refusal's price ("Your quote of ₹46 for sugar
is too high; rice ₹38 is ok."). Another seller's price stays context when no new price stands beside it (session 48,
RA: "Rice no — Bansal is giving it at ₹36", "Chawal nahi, Bansal ₹36 mein de raha hai", "चावल नहीं, बंसल ₹36 में दे रहा
है" had refused rice at ₹36, silently, holdout166 q2010) when a refusal stands in its sentence (not "Agarwal Dairy gives
ghee at ₹520. Come down to that": the other's price asked): its positions are ``reader.sellers_told``, which
``lang.act_turns``' ``_told_apart`` keeps references.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.roles import COMPETITOR_PAIRS as _COMPETITOR_PAIRS, COMPETITOR_WORDS as _COMPETITOR, price_roles
from lang.count_instead import counts_instead
from lang.accepted_apart import accepted_apart
from lang.rival_at import rival_at
from lang.rival_compared import rival_compared
from lang.old_price_asked import old_price_asked
from lang.token_lines import token_lines

__all__ = ["price_roles_told"]

_SELLS = fold_words("giving gives sell sells selling charging charges deta deti dete देता देती देते bechta bechte "
                    "बेचता बेचते")
_TWO_FIRST, _RAHA = fold_words("de दे"), fold_words("raha rahe rahi रहा रहे रही")
_YOU = fold_words("you your yours aap aapka aapke aapki apka apke आप आपका आपके आपकी tum tumhara तुम")
_MATCH = fold_words("match matching utna utne utni उतना उतने उतनी beat same wahi vahi वही usi उसी")
_MARKS = frozenset(".;,!?।|—–→:")
#: Words of refusing before another seller's price in its sentence ("Rice no — Bansal is giving it at ₹36").
_REFUSED = fold_words("no nahi nahin नहीं नही not nope wont pass skip")
_WEAK = frozenset({"ask_quote_weak", "neutral", "order_ref"})
#: Other sellers named in a reason beside ``lang.roles``' competitors ("because the other trader's rate is ₹27").
_TRADER_PAIRS = {tuple(fold_words(w))[0:1] + tuple(fold_words(v)) for w, v in (
    ("other", "trader"), ("another", "trader"), ("other", "traders"), ("dusre", "vyapari"), ("doosre", "vyapari"),
    ("dusra", "vyapari"), ("दूसरे", "व्यापारी"), ("दूसरा", "व्यापारी"))}
#: Another's having or selling the goods at a price (session 47, RA: "No, ₹120 a packet won't do, the Metro store has
#: it for ₹112", "मेट्रो स्टोर में ₹112 की मिल रही है": the competitor's price had been the refusal's): "has it" / "have
#: them", "मिल रही", "milti" — with no "we" / "हमें" in the phrase ("we're getting it for ₹44", "हमें ₹27 में मिलती है"
#: name no other seller: the supplier's own price, maybe; still asked).
_GETS = fold_words("milta milti milte मिलता मिलती मिलते")
_HAS_IT = {(a, b) for a in fold_words("has have") for b in fold_words("it them")} | {
    (a, b) for a in fold_words("mil मिल") for b in fold_words("raha rahe rahi रहा रहे रही")}
_US = fold_words("we us our hamein humein hume hamen hamko humko हमें हमको हम hum ham")
_DOING = fold_words("kar कर")  # "₹488 kar dete hain": doing, no selling
#: Words that open a reason, which starts a phrase of its own ("हम सिर्फ ₹38 दे सकते हैं क्योंकि दूसरा सप्लायर ₹39 में दे
#: रहा है", "… kyunki dusra supplier ₹39 me de raha hai": session 46 RA, holdout161 h2030 — with no comma before it the
#: other's price had shared the phrase of our own "दे सकते हैं" and been offered, silently; the English read it).
_BECAUSE = fold_words("because kyunki kyonki kyoki kyuki kyunke chunki क्योंकि क्यूंकि क्यूँकि चूँकि चूंकि")


def _ends(tok) -> bool:
    """The token ends a phrase: a line break, a mark of ``_MARKS`` or an emoji (a symbol from U+2600 on: "your ₹32
    onions are costlier than gold 😂 Sharma ji gives ₹28", holdout47 s068)."""
    return tok.kind == "nl" or tok.kind == "sym" and (tok.text in _MARKS or ord(tok.text[0]) >= 0x2600) or \
        tok.kind == "word" and tok.key in _BECAUSE


def _phrase_words(reader, pos: int) -> tuple[list[str], int, int]:
    """The word keys of the phrase token ``pos`` stands in (from the mark or line break before it to the one after),
    and its first and end token."""
    toks, lo, hi = reader.tokens, pos, pos
    while lo > 0 and not _ends(toks[lo - 1]):
        lo -= 1
    while hi < reader.n and not _ends(toks[hi]):
        hi += 1
    return [toks[k].key for k in range(lo, hi) if toks[k].kind == "word"], lo, hi


def price_roles_told(reader) -> dict[int, str]:
    """{figure start: role} of the reader's price and bare figures (``lang.roles.price_roles``), with the prices told
    as another seller's made references (module docstring). ``reader``: the MessageReader as its clause acts start.

    Example: "₹46 is too high, Gupta gives it at ₹42" → the ₹42 a reference, the ₹46 no reference of it (the
    refusal's price); "₹44 bahut hai, ₹42 kar do" is unchanged (₹44 refused, ₹42 ours)."""
    roles = price_roles(reader.tokens, [(f.pos, f.end, f.clause) for f in reader.figs if f.kind in ("price", "bare")],
                        [(m.first, reader.clause_of[m.first], m.sku) for m in reader.mentions])
    _refused_apart(reader, roles)
    accepted_apart(reader, roles)  # lang.accepted_apart: "Your quote: agarbatti ₹17 is ok. Matchbox … do ₹1.60"
    counts_instead(reader, roles)  # lang.count_instead: "tamatar 20 ki jagah 30 kilo" — the 20 is a count
    rival_at(reader, roles)  # lang.rival_at: "— Malwa is at ₹116, so we go with you", "मालवा ₹116 पर है"
    rival_compared(reader, roles)  # lang.rival_compared: "Your ₹36 for onions beats Sharma's ₹38"
    old_price_asked(reader, roles)  # lang.old_price_asked: "चीनी ₹44 पर बहुत महँगी है। पहले की तरह ₹42.50 में दीजिए"
    _rival_reason(reader, roles)  # "… ₹26/kg, because the other trader's rate is ₹27 now"
    if _SELLS.isdisjoint(reader._keys) and _RAHA.isdisjoint(reader._keys) and _GETS.isdisjoint(reader._keys) and not \
            {a for a, _ in _HAS_IT} & reader._keys or not _MATCH.isdisjoint(reader._keys) or \
            getattr(reader, "at_counter", False):
        return roles  # (the cashier's "₹488 कर देते हैं" gives no seller's price)
    cued = {k for c in reader.cues if c.kinds for k in range(c.pos, c.end)}
    told: set[int] = set()
    asked = [k for k, t in enumerate(reader.tokens) if t.kind == "sym" and t.text == "?"]
    first = min((f.pos for f in reader.figs if f.kind == "price"), default=reader.n)
    for f in reader.figs:
        if f.kind != "price" or roles.get(f.pos, "reference") != "reference" or any(first < k < f.pos for k in asked):
            continue  # ("₹140 for toor? Gupta gives ₹132. No.": a price said back, then another's: left as it was)
        words, lo, hi = _phrase_words(reader, f.pos)
        if any(k in cued for k in range(lo, hi)) or not _YOU.isdisjoint(words) or any(
                a in _DOING and b in _SELLS for a, b in zip(words, words[1:])) or any(
                lo <= p < hi for p, _ in reader.bill_ids):
            continue  # (not "Bill B5 mein se abhi ₹2,250 de rahe hain": a bill paid in part, lang.part_now)
        if not _SELLS.isdisjoint(words) or reader._sym(hi) != "?" and _US.isdisjoint(words) and (not _GETS.isdisjoint(
                words) or any(pair in _HAS_IT for pair in zip(words, words[1:]))) or any(
                a in _TWO_FIRST and b in _RAHA for a, b in zip(words, words[1:])):
            roles[f.pos] = "reference"
            if any(reader._word(k) in _REFUSED for k in range(_sentence_start(reader, f.pos), f.pos)):  # kept a
                told.add(f.pos)  # reference, a refusal's reason, with no new price ("Rice no, Bansal gives it at ₹36")
    reader.sellers_told = told
    _ours_before_reason(reader, roles)
    return roles


def _rival_reason(reader, roles: dict[int, str]) -> None:
    """A competitor's price told as the reason for ours, after a because-word, in a phrase naming the competitor and
    holding no cue and no word of the supplier: "Send 30 kg onion at ₹26/kg, because the other trader's rate is ₹27
    now", "… क्योंकि दूसरे व्यापारी का भाव अभी ₹27 है" (probe_ra46: "what is ₹27 for?" in the three languages) — a
    reference, when a price of ours stands before it in its sentence. (Not after a comma alone: "गुड़ ₹60 ज़्यादा है,
    मंडी में ₹55 चल रहा है। अगर ₹56 …" keeps its roles; "…, other supplier's rate is ₹27" is left as it was.)"""
    if _BECAUSE.isdisjoint(reader._keys):
        return
    cued = {k for c in reader.cues if c.kinds - _WEAK for k in range(c.pos, c.end)}  # ("rate": a weak word, no ask)
    prices = [f for f in reader.figs if f.kind == "price"]
    for k, f in enumerate(prices):
        if not k or f.pos in roles:
            continue
        words, lo, hi = _phrase_words(reader, f.pos)
        if prices[k - 1].end > lo or not (reader.tokens[lo - 1].kind == "word" and reader.tokens[lo - 1].key in _BECAUSE) \
                or any(j in cued for j in range(lo, hi)) or not _YOU.isdisjoint(words) or \
                prices[k - 1].pos < _sentence_start(reader, f.pos):
            continue
        if not _COMPETITOR.isdisjoint(words) or set(zip(words, words[1:])) & (_COMPETITOR_PAIRS | _TRADER_PAIRS):
            roles[f.pos] = "reference"


def _sentence_start(reader, pos: int) -> int:
    while pos > 0 and not (reader.tokens[pos - 1].kind == "nl" or reader.tokens[pos - 1].kind == "sym" and
                           reader.tokens[pos - 1].text in ".?!।"):
        pos -= 1
    return pos


def _ours_before_reason(reader, roles: dict[int, str]) -> None:
    """Our own price right before a reason that tells another's ("हम सिर्फ ₹440 ऑफ़र कर सकते हैं क्योंकि दूसरा सप्लायर
    ₹445 दे रहा है"): the competitor named in the sentence had made ours a reference if a new price followed, and the
    next price is the other's, told (a reference): ours is the new one (holdout161 hi-h2030 — with the supplier's ₹470
    thanked for before it, both were left new and the ₹470 asked back)."""
    prices = [f for f in reader.figs if f.kind == "price"]
    for mine, theirs in zip(prices, prices[1:]):
        if roles.get(mine.pos) != "reference_if_new" or roles.get(theirs.pos) != "reference":
            continue
        _, lo, _ = _phrase_words(reader, theirs.pos)
        if lo > mine.end and reader.tokens[lo - 1].kind == "word" and reader.tokens[lo - 1].key in _BECAUSE and not any(
                reader.tokens[k].kind == "nl" or reader.tokens[k].kind == "sym" and reader.tokens[k].text in ".?!।"
                for k in range(mine.end, lo)):
            del roles[mine.pos]


def _refused_apart(reader, roles: dict[int, str]) -> None:
    """Take the reference role off a quoted price refused in its own phrase when the next price of its sentence is
    another item's: "Your quote of ₹46 for sugar is too high; rice ₹38 is ok." (a probe: the ₹46 had been read as the
    refused price of a counter-offer at ₹38, its refusal dropped, and sugar accepted with rice, silently). The ₹46 is
    the refusal's own price ("Your quote of ₹46 for sugar is too high." alone refuses it at ₹46)."""
    prices = [f for f in reader.figs if f.kind == "price"]
    for f in prices[-1:]:  # the last price, refused with "not at" after its goods on its line, none other there ("|
        before = [reader._word(k) for k in range(max(0, f.pos - 3), f.pos) if reader._word(k)][-2:]  # Tea | no – not
        if roles.get(f.pos) == "reference" and before == ["not", "at"]:  # at ₹120 |"): its own price (corpus_probes52_ta
            line_of = token_lines(reader)[1]  # s3040: beside another good's price, the reject had lost it)
            if not any(g is not f and line_of[g.pos] == line_of[f.pos] for g in prices) and any(
                    line_of[m.first] == line_of[f.pos] and m.first < f.pos for m in reader.mentions):
                del roles[f.pos]
    for f, nxt in zip(prices, prices[1:]):
        if roles.get(f.pos) != "reference" or nxt.clause != f.clause or nxt.pos in roles:
            continue
        if not any(c.kinds == {"reject"} and f.pos < c.pos < nxt.pos for c in reader.cues):
            continue
        mine = [m.sku for m in reader.mentions if reader.clause_of[m.first] == f.clause and m.first < nxt.pos]
        between = [m.sku for m in reader.mentions if f.pos < m.first < nxt.pos]
        if mine and between and mine[0] and between[-1] and between[-1] != mine[0]:
            del roles[f.pos]
