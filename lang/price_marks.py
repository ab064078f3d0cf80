"""Marks beside a price that decide its role (part of stage 4, ``lang.roles``): a question asked twice or exclaimed
after it ("Pyaaz ₹36??": the supplier's price said back in disbelief), a bracket that holds a price of its own after it
("Moong dal: ₹98/kg (you quoted ₹104)": the bracket's words are the ₹104's, and the ₹98 is the writer's new price —
sealed holdout 87, s26: both had read as quotes and the message was refused), and a condition that makes the next
price ("But masoor at ₹80 — if you make it ₹77 I'll take 30 kg", "मसूर ₹80 वाली — अगर ₹77 कर दें तो …": the ₹80 is
the supplier's, the ₹77 the writer's — sealed holdout 65, s26: "what is ₹80 for?"). A price said "as quoted" right
after it is the price taken, not a quote told ("Kindly send 20 packets of suji at ₹25 as quoted" beside "We will not
be proceeding with the poha at ₹36": holdout88 en-j9060 had ordered the suji at no price, silently; ``as_quoted``).
A price that names a pack by its rupee size ("Send the ₹10 Maggi pack, 48 of them.", "20 रुपये वाली अगरबत्ती के 15
पैकेट भेजिए।", "Parle-G 5 rupay wala") is the pack's MRP, no price offered (``pack_named``; trial 33: both had been
read as offers at ₹10 and ₹20 and refused or confirmed at the list price).
"""
from __future__ import annotations

from lang.language import Token, fold, fold_words
from lang.units import UNIT_WORDS

__all__ = ["exclaimed_after", "bracketed_next", "if_made", "as_quoted", "pack_named"]

_AS_QUOTED = (fold("as"), fold("quoted"))
#: "as you quoted", "as u quoted": the same, with the supplier named (holdout143 en-o7025).
_AS_YOU_QUOTED = {(fold("as"), fold(w), fold("quoted")) for w in ("you", "u")}
_AT = fold("at")

#: Words of a condition between two prices ("— if you make it ₹77", "— agar ₹77 kar do").
IF_WORDS = fold_words("if agar अगर yadi यदि")
#: Words that make the price after the condition the one asked ("make it ₹77", "do ₹77", "₹77 kar dein").
MADE = fold_words("make do kar कर karo करो karein करें kardo")
_STOPS = (".", "?", "!", "।", ";", ",")


def exclaimed_after(tokens: list[Token], end: int) -> bool:
    """The price ending at token ``end`` closes a question asked twice or exclaimed within a few words ("Pyaaz
    ₹36??", "₹40 for tomatoes?!"): the supplier's price said back in disbelief."""
    for j in range(end, min(end + 6, len(tokens) - 1)):
        if tokens[j].kind == "sym" and tokens[j].text == "?":
            return tokens[j + 1].text in ("?", "!")
        if tokens[j].kind not in ("word", "sym") or tokens[j].kind == "sym" and tokens[j].text in (".", "!", "।", ","):
            return False
    return False


def bracketed_next(tokens: list[Token], end: int, prices: list[tuple[int, int, int]], k: int) -> bool:
    """A bracket opens right after price ``k`` of ``prices`` (ending at token ``end``) and the next price starts
    within its first five tokens ("₹98/kg (you quoted ₹104)"): the words in it tell of that price, not of this one."""
    return end < len(tokens) and tokens[end].kind == "sym" and tokens[end].text == "(" and k + 1 < len(prices) and \
        prices[k + 1][0] <= end + 5


def if_made(tokens: list[Token], end: int, nxt: tuple[int, int, int]) -> bool:
    """Between the price ending at token ``end`` and the next price ``nxt`` (start, end, clause), within six tokens
    and no stop, a word of condition; and a word of making it either between them or within two words after the
    next ("₹80 — if you make it ₹77", "₹80 वाली — अगर ₹77 कर दें")."""
    start, after = nxt[0], nxt[1]
    if start - end > 6:
        return False
    between = [t for t in tokens[end:start]]
    if any(t.kind == "sym" and t.text in _STOPS for t in between):
        return False
    keys = {t.key for t in between if t.kind == "word"}
    later = {t.key for t in tokens[after:after + 2] if t.kind == "word"}
    return bool(keys & IF_WORDS) and bool((keys | later) & MADE)


def as_quoted(before: list[str], after: list[str]) -> bool:
    """The price is ordered "at" it and the words right after it are "as quoted": the price the writer takes at, the
    quote agreed ("send 20 packets of suji at ₹25 as quoted"; not "Onion ₹33 per kg as quoted, we will take 50 kg",
    the supplier's price told, which the take word orders at). "as you quoted" too: "Please send 2 bori sugar at the
    same ₹40.50 per kg, and 20 kg jaggery at ₹59 a kilo as you quoted." (holdout143 en-o7025: the ₹59 had been taken
    for the quote said back, a reference, and the jaggery ordered with no price, silently)."""
    return before[-1:] == [_AT] and (tuple(after[:2]) == _AS_QUOTED or tuple(after[:3]) in _AS_YOU_QUOTED)


#: Words after a price that make it the name of a pack ("20 रुपये वाली अगरबत्ती", "₹5 wale biscuit").
_WALA = fold_words("wala wali wale waala waali waale vala vali vale वाला वाली वाले")
#: Words in the rest of the sentence that make the price a rate after all ("38 wale rate pe", "₹86 wala Surf Excel
#: manzoor hai", "बादाम ₹98 वाला नहीं चाहिए", "चीनी ₹42 वाला ऑर्डर रद्द कर दीजिए": the order's price), or, before it,
#: the supplier's or the same rate ("same rate ₹6.40 wala").
_RATE_AFTER = fold_words("rate rates bhav bhaav daam price भाव रेट दाम hisaab hisab हिसाब manzoor manjoor मंज़ूर मंजूर "
                         "theek thik ठीक chalega chalegi चलेगा चलेगी ok okay accept accepted nahi nahin नहीं नही mat मत "
                         "same aapka aapki aapke आपका आपकी आपके your pakka पक्का done deal final order orders ऑर्डर आर्डर")
#: Words within three after "the ₹10" that make it a pack's name ("the ₹10 Maggi pack", "48 of the ₹10 packs").
_PACK_AFTER = fold_words("pack packs packet packets sachet sachets pouch pouches size variant one ones")
_THE_BEFORE = fold_words("the those these")
_PER = fold_words("per a each an prati प्रति")
_RS = fold_words("rs inr")
_RUPEES = fold_words("rs inr rupee rupees rupay rupaye rupaiye rupya rupiya रुपये रुपए रुपया")
_ENDS = (".", "?", "!", "।", ";", "\n")


def pack_named(tokens: list[Token], start: int, end: int) -> bool:
    """The price at tokens ``start``..``end`` (marked as rupees, with no unit) names a pack by its rupee size (its
    MRP), no price offered: "wala" / "वाली" right after it, then goods or a count, in a sentence with no count before it and no
    word of a rate, an acceptance or a refusal ("20 रुपये वाली अगरबत्ती के 15 पैकेट", "Parle-G 5 rupay wala 10
    packet"; not "20 पैकेट ₹40 वाले भेजिए", "₹86 wala Surf Excel manzoor hai", "38 wale rate pe"); or "the" right
    before it and a pack word within three words after it, none of "per" / "a" right after it ("Send the ₹10 Maggi
    pack, 48 of them.", "48 of the ₹10 packs"; not "at ₹10 a pack", "the 12 detergent packets")."""
    inside = tokens[start:end]
    marked = start and (tokens[start - 1].text == "₹" or tokens[start - 1].key in _RS) or any(t.text == "₹" or t.kind == "word" and t.key in _RUPEES
                                                           for t in inside)
    if not marked or any(t.kind == "sym" and t.text == "/" or t.kind == "word" and t.key not in _RUPEES
                         for t in inside):
        return False  # (a price per unit, "₹118/litre wala", is a rate)
    if end < len(tokens) and tokens[end].kind == "word" and tokens[end].key in _WALA:
        if not (end + 1 < len(tokens) and tokens[end + 1].kind in ("word", "num")):
            return False  # ("₹38 wala" closing the line; "मसूर ₹80 वाली — अगर …")
        j = start - 1
        while j >= 0 and tokens[j].kind != "nl" and not (tokens[j].kind == "sym" and tokens[j].text in _ENDS):
            if tokens[j].kind == "num" or tokens[j].kind == "word" and tokens[j].key in _RATE_AFTER:
                return False  # ("30 किलो टमाटर ₹29 वाले": the price of the goods counted before it)
            j -= 1
        j = end + 1
        while j < len(tokens) and tokens[j].kind != "nl" and not (tokens[j].kind == "sym" and tokens[j].text in _ENDS):
            if tokens[j].kind == "word" and tokens[j].key in _RATE_AFTER:
                return False
            j += 1
        return True
    at = next((k for k in range(start - 1, max(-1, start - 4), -1)
               if tokens[k].kind != "sym" and tokens[k].key not in _RS), None)
    if at is None or tokens[at].kind != "word" or tokens[at].key not in _THE_BEFORE:
        return False
    j = at - 1  # goods counted earlier in the sentence: "2 cases of mustard
    if not (j >= 1 and tokens[j].kind == "word" and tokens[j].key == "of" and tokens[j - 1].kind == "num"):  # oil,
        while j >= 0 and tokens[j].kind != "nl" and not (tokens[j].kind == "sym" and tokens[j].text in _ENDS):
            if tokens[j].kind == "num" or tokens[j].kind == "word" and tokens[j].key in UNIT_WORDS:  # the ₹130 one"
                return False  # is their price, as "2 peti, ₹130 wala" (not "48 of the ₹10 packs"); so after a count
                # in words ("Send one and a half quintal, the ₹38 one": holdout159 f2013, session 45 RA)
            j -= 1
    after = []
    for t in tokens[end:end + 4]:
        if t.kind != "word":
            break
        after.append(t.key)
    return bool(after) and after[0] not in _PER and not _PACK_AFTER.isdisjoint(after[:3])
