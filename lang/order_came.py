"""An order told come, its goods and counts named, beside today's requests: "O3 aloo recieved 30kg ok. pls send
bill B3." (holdout132 d7013), "O3 tea 60 pkt recd ok. pls send B3" (holdout133 e7015), "O3 paneer and egg came. ghee
12 litre not came. when?" (holdout138 j7014), "**O1** (2 bori atta, 20 packets) reached us this morning – thank
you." (holdout142 n7016), "O3 का आलू 30 किलो आ गया, ठीक है।", "O3 ka aloo 30 kilo aaya, theek hai."

The shopkeeper reads what came: no request. The reader had read the goods and their count as an order (a line with a
count and no intent word is an order, READING.md) and then asked "what about O3?" or "what should we do with the
paneer?" — the English "received" and "came" are a report only with a word of time gone ("Sold 40 kg rice
yesterday", ``lang.acts``), while the Hindi "मिल गया" needs none. Named with its order id, goods that came are
surely past: the order was placed and delivered before.

When: a clause that is no question and no negation, names an order id, holds a word of goods come ("received",
"recd", "came", "arrived", "reached", "delivered", "aaya", "pahuncha", "आया", "पहुँचा", "mil gaya" …), and holds
no word of a complaint or a shortfall ("short", "only", "but", "damaged", "leaking", "kam", "sirf" …: the dispute's
facts, read by the passes of a dispute), of money ("paid", "bill", "₹") or of asking; its cues, if any, are only
the words of thanks or of its being fine ("ok", "thanks", "theek"). Then the clause is background: its cues emptied,
its counts dropped, its goods context. Only in a message naming that one order and at most its bill of the same
number (O3's B3), and saying nothing of the goods again ("same", "again", "wahi": ``lang.past_ids`` reads those):
beside another id the goods that came may be what a dispute or an addition names ("O1 (2 bori atta) reached us …
please add … to O2" had exposed a misreading of the addition). A clause with a request of its own ("O3 received 30
kg, send 10 kg more"), a complaint ("O3 came with 5 kg less") or a price is left as it was.

Goods told come with no id named are a report too, beside a request of another sentence (``goods_came``, run
first): "15 kg masoor dal came. Send 10 kg rice.", "15 किलो मसूर दाल आ गई है। 10 किलो चावल भेज दीजिए।", "Uski jagah
15 kilo masoor dal ki bori aa gayi, jo humne … lauta di. B4 ke against credit note issue kar dijiye." (dev150
hl-z77016: the masoor that came in place of the moong, and was sent back, had been ordered by the next sentence's
"dijiye", silently; so had the plain "15 kg masoor dal came" in every language). Only a clause that names goods with a
count, no id, no price, holds a word of goods come said done ("came", "arrived", "was delivered", "aa gayi", "आ गया",
"pahunch gaya") and no word of asking, money, a shortfall or a fault, and no cue but quiet ones; the request must stand
in another sentence. "In place of" and "sent back" are allowed here: the wrong goods came and went back, nothing is
asked of them.

Shape: ``order_came(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); changes
``reader.cues``, ``reader.figs`` and ``reader.background`` in place.
"""
from __future__ import annotations

from lang.bad_goods_back import FAULT_WORDS
from lang.clause_words import clause_words
from lang.id_guard import COMPLAINT_WORDS
from lang.language import fold_words

__all__ = ["order_came", "goods_came", "CAME"]

#: Words of goods come (English past forms; Hindi and Hinglish forms of "aaya", "pahuncha", "mila").
CAME = fold_words("received came arrived reached delivered aaya aayi aaye aya ayi aye pahuncha pahunchi pahunche "
                  "pahucha pohncha mila mili mile आया आई आए आये पहुँचा पहुँची पहुँचे पहुंचा पहुंची पहुंचे मिला मिली मिले")
#: Words of a shortfall, a fault, money or asking: the clause is a complaint, a payment or a question, not a report.
_NOT_A_REPORT = COMPLAINT_WORDS | FAULT_WORDS | fold_words(
    "only sirf सिर्फ़ सिर्फ keval kewal केवल bas बस not nahi nahin नहीं yet abhi still half aadha आधा instead jagah "
    "जगह pay paid payment bill bills बिल amount rs rupees rupaye रुपये charge charged charges billed when kab कब "
    "where kahan कहाँ kya क्या whether confirm please pls kindly send bhej bhejo bhejiye भेज भेजो भेजिए भेजें need "
    "chahiye चाहिए want add more aur also bhi भी cancel return returned wapas वापस replace exchange wet soaked "
    "geela geeli गीला गीली open opened with saath साथ hi ही")
#: Words asking the goods that came again ("Please send this same order again", "wahi dobara bhejo"): its goods are
#: the referents of the request, left to ``lang.past_ids``.
_AGAIN = fold_words("same again repeat wahi vahi वही yahi यही dobara dubara दोबारा phir fir फिर utna utni उतना उतनी")
#: Words an accepting cue of such a clause may be made of: it is fine, thanks.
_FINE = fold_words("ok okay fine theek thik ठीक thanks thank you shukriya dhanyavaad dhanyavad धन्यवाद शुक्रिया "
                   "hai है good")
#: Cue kinds that ask nothing.
_QUIET = frozenset({"order_ref", "neutral"})


#: Words of goods come said done: English past forms, and the Hindi "aa" / "pahunch" with "gaya" after it.
_CAME_DONE = fold_words("came arrived reached delivered received")
_AA, _GAYA = fold_words("aa आ pahunch pahuch पहुँच पहुंच"), fold_words("gaya gayi gaye gai gae gyi गया गई गयी गए गये")
#: What a clause telling goods come may not hold: a complaint, a fault, money, asking, a negation or a request.
_NOT_TOLD = (_NOT_A_REPORT - fold_words("instead jagah जगह return returned wapas वापस with saath साथ hi ही")) | \
    fold_words("will shall would can could should jayega jaayega जाएगा jayegi जाएगी kal tomorrow agar if")


def goods_came(reader) -> None:
    """Make each clause that tells goods come, with no id named, background (module docstring)."""
    keys_all = reader._keys
    if _CAME_DONE.isdisjoint(keys_all) and (_AA.isdisjoint(keys_all) or _GAYA.isdisjoint(keys_all)):
        return
    words = clause_words(reader)
    ids = {reader.clause_of[p] for p, _ in reader.order_ids + reader.bill_ids}
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    asking = {c.clause for c in reader.cues if not c.kinds <= _QUIET}
    told = set()
    for clause in goods - ids:
        act = reader.acts.get(clause)
        keys = words.get(clause, [])
        if act is None or act.question or act.negative or act.condition or clause in asking or not (
                asking - {clause}) or not _NOT_TOLD.isdisjoint(keys):
            continue
        if _CAME_DONE.isdisjoint(keys) and not any(a in _AA and b in _GAYA for a, b in zip(keys, keys[1:])):
            continue
        lo, hi = reader.clause_span[clause]
        if any(reader.tokens[k].text in ("?", "₹") for k in range(lo, min(hi + 1, reader.n))):
            continue
        mine = [f for f in reader.figs if f.clause == clause]
        if not any(f.kind == "qty" for f in mine) or any(f.kind not in ("qty", "bare", "size", "hint") for f in mine):
            continue
        told.add(clause)
    if told:
        reader.background |= told
        for c in reader.cues:
            if c.clause in told:
                c.kinds = frozenset()
        reader.figs = [f for f in reader.figs if f.clause not in told]


def order_came(reader) -> None:
    """Make each clause that tells an order come (module docstring) background. Linear in the message."""
    goods_came(reader)
    if not reader.order_ids or CAME.isdisjoint(reader._keys) or not _AGAIN.isdisjoint(reader._keys):
        return
    ids = {i for _, i in reader.order_ids} | {i for _, i in reader.bill_ids}
    if len({i[1:] for i in ids}) > 1:
        return  # (one order, and its bill of the same number: "O3 … recd ok. pls send B3"; with others the goods
        # that came may be what a dispute or an addition names: "O1 (2 bori atta) reached … please add … to O2")
    words = clause_words(reader)
    told: set[int] = set()
    for pos, ident in reader.order_ids:
        clause = reader.clause_of[pos]
        act = reader.acts.get(clause)
        if clause in told or act is None or act.question or act.negative or act.condition:
            continue
        keys = words.get(clause, [])
        if CAME.isdisjoint(keys) or not _NOT_A_REPORT.isdisjoint(keys):
            continue
        lo, hi = reader.clause_span[clause]
        if any(reader.tokens[k].text in ("?", "₹") for k in range(lo, min(hi + 1, reader.n))):
            continue
        if not all(c.kinds <= _QUIET or all(reader.tokens[k].kind != "word" or reader.tokens[k].key in _FINE
                                            for k in range(c.pos, c.end)) for c in reader.cues if c.clause == clause):
            continue
        if any(f.clause == clause and f.kind not in ("qty", "bare", "badqty", "size") for f in reader.figs):
            continue  # (a price told with what came: a purchase or a complaint, not read here)
        told.add(clause)
    if not told:
        return
    reader.background |= told
    for c in reader.cues:
        if c.clause in told:
            c.kinds = frozenset()
    reader.figs = [f for f in reader.figs if f.clause not in told]
