"""A payment intended, not made: "We want to pay B7 this week.", "Please send B7. We want to pay it this week.",
"We would like to settle B7 soon", "B7 का भुगतान इस हफ़्ते करना चाहते हैं", "B7 ka payment is hafte karna chahte
hain" (probes of the fixers of session 36). The words of paying made a payment of B7 — the desk would record a
payment never made, silently, in the three languages — where the shop says it wishes to pay and has not.

``pay_intended`` drops the payment cues of such a sentence (and the word of wanting the reader took for an order);
when nothing else is asked it refuses (``ambiguous_intent.pay_later``: a payment for later is no payment now; nothing
is paid — when you pay, write "Paying B7 ₹ amount"). A bill asked beside it stays asked ("Please send B7. We want to
pay it this week." asks B7: ``lang.bill_id_sent`` asks it through ``intended_clauses``); a question is left to the
reading of questions ("Want to pay B7 now, what is the amount?" asks B7's bill, as before). A sentence is intended when
it holds a word of paying and a word of wanting, meaning or needing to — in English before it, joined by "to" ("want
to pay", "would like to settle", "plan to clear", "want to make the payment", "need to pay", "have to clear"), in
Hindi and Hinglish after it ("चुकाना चाहते हैं", "karna chahte hain", "dena chahta hoon", "भुगतान करना है", "payment
karni hai") — and no word of a payment done ("paid", "transferred", "sent",
"diya", "kiya", "दिया", "किया", "gaya", "गया"). "Paid B7 today", "B7 का भुगतान कर दिया", "B7 clear kar diya" and "We
wanted to tell you we paid B7" read as before.

``pay_not_made`` runs ``lang.may_we_pay`` (a payment asked leave for: "Can we pay B12 by cheque?"), this pass and
``lang.pay_promised`` ("B12 ka bill bhar denge": a payment promised with no day).

Shape: ``intended_clauses(reader, cues) -> set[int]`` (the clauses of such sentences, at any stage once the cues are
found); ``pay_intended(reader)`` with the MessageReader after its clause acts: changes ``reader.cues``, sets
``reader.refused_why``; ``pay_not_made(reader)`` runs both passes.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.may_we_pay import may_we_pay
from lang.pay_promised import pay_promised
from lang.reasons import why

__all__ = ["intended_clauses", "pay_intended", "pay_not_made"]

#: English words of wanting or meaning to, before "to" and the word of paying ("want to pay", "plan to clear").
_MEAN_TO = fold_words("want wants wanted wanting like intend intends intending plan plans planning planned hope "
                      "hoping wish wishing mean meaning need needs have has")
_TO = fold_words("to")
#: At most so many words between the word of wanting and "to" ("want us to pay"), and "to" and the paying word.
_GAP_TO, _GAP_PAY = 2, 3
#: Hindi and Hinglish words of wanting, after the word of paying ("चुकाना चाहते हैं", "karna chahte hain").
_CHAH = fold_words("chahte chahta chahti chahenge chahunga chahungi chaahte chaahta chaahti चाहते चाहता चाहती चाहेंगे "
                   "चाहूँगा चाहूंगा चाहूँगी चाहूंगी")
#: A Hindi or Hinglish payment still to make: an infinitive of paying with "hai" ("भुगतान करना है", "payment karni
#: hai", "chukana tha").
_INFINITIVE = fold_words("karna karni chukana dena deni bharna bharni करना करनी चुकाना देना देनी भरना भरनी")
_HAI = fold_words("hai hain he tha thi था थी है हैं")
#: Words of paying ("pay", "clear", "settle", "payment"; "भुगतान", "चुकाना", "dena").
_PAYING = fold_words("pay paying payment payments clear settle remit transfer bhugtan payment chuka chukana chukane "
                     "dena karna bharna भुगतान पेमेंट चुका चुकाना चुकाने देना करना भरना")
#: Words of a payment done: such a sentence tells a payment ("We wanted to tell you we paid B7").
_DONE = fold_words("paid cleared settled transferred remitted sent done made diya kiya bheja gaya gayi gai gaye "
                   "diye hua दिया किया भेजा गया गई गयी गए दिए हुआ")  # ("rakam NEFT se chuka di gayi hai": paid)
#: Words of an order cue made of wanting alone ("We want to pay B7": the reader's order cue "want").
_WANTING = _MEAN_TO | _CHAH | fold_words("would we i to")


def _intended(words: list[str]) -> bool:
    """The words of one clause say a payment wished, not made (module docstring)."""
    if not _DONE.isdisjoint(words) or _PAYING.isdisjoint(words):
        return False
    for n, w in enumerate(words):
        if w in _MEAN_TO:
            to = next((m for m in range(n + 1, min(len(words), n + 2 + _GAP_TO)) if words[m] in _TO), None)
            if to is not None and any(x in _PAYING for x in words[to + 1:to + 2 + _GAP_PAY]):
                return True
        elif w in _CHAH and any(x in _PAYING for x in words[:n]) or w in _HAI and n and words[n - 1] in _INFINITIVE:
            return True
    return False


def intended_clauses(reader, cues: list) -> set[int]:
    """The clauses of ``reader`` (the MessageReader once its cues are found) with a payment cue among ``cues`` that
    say the payment wished, not made: "We want to pay B7 this week.", "B7 का भुगतान इस हफ़्ते करना चाहते हैं", "B7 ka
    payment is hafte karna chahte hain"; not "Paid B7 today" nor "B7 clear kar diya"."""
    keys = reader._keys
    if _MEAN_TO.isdisjoint(keys) and _CHAH.isdisjoint(keys) and _INFINITIVE.isdisjoint(keys):
        return set()
    out = set()
    for clause in {c.clause for c in cues if "pay" in c.kinds}:
        lo, hi = reader.clause_span[clause]
        act = (getattr(reader, "acts", None) or {}).get(clause)  # (none yet while the cues are found)
        if act is not None and act.question or any(reader._sym(k) == "?" for k in range(lo, min(reader.n, hi + 1))):
            continue  # "Want to pay B7 now, what is the amount?": the bill asked after, as before
        if _intended([reader._word(k) for k in range(lo, hi) if reader.tokens[k].kind == "word"]):
            out.add(clause)
    return out


def pay_intended(reader) -> None:
    """Drop the payment cues of a payment wished, not made, and refuse when nothing else is asked (module docstring).
    ``reader``: the MessageReader after its clause acts. Examples: "We want to pay B7 this week." and "B7 ka payment
    is hafte karna chahte hain" are refused (``ambiguous_intent.pay_later``); "Please send B7. We want to pay it this
    week." asks B7; "Paid B7 today" pays as before."""
    if getattr(reader, "refused_why", None):
        return
    intended = intended_clauses(reader, reader.cues)
    if not intended:
        return
    words = reader._words
    kept = [c for c in reader.cues if not (c.clause in intended and (
        "pay" in c.kinds or c.kinds == {"order"} and all(words[k] in _WANTING for k in range(c.pos, c.end))))]
    reader.cues[:] = kept
    if not any(c.kinds - {"neutral"} for c in kept):
        ids = [ident for _, ident in reader.bill_ids + reader.order_ids]
        clause = min(intended)
        reader.refused_why = why("ambiguous_intent.pay_later", text=reader._clause_text(clause),
                                 id=ids[0] if ids else "B?")


def pay_not_made(reader) -> None:
    """Run ``lang.may_we_pay`` ("Can we pay B12 by cheque?", "Is it fine to pay B12 in cash?") and ``pay_intended``
    ("We want to pay B7 this week.", "B7 का भुगतान इस हफ़्ते करना चाहते हैं", "B7 ka payment is hafte karna chahte
    hain") over ``reader`` (the MessageReader after its clause acts), in that order: a payment not made."""
    may_we_pay(reader)
    pay_intended(reader)
    pay_promised(reader)  # "B12 ka bill bhar denge": a payment promised with no day (lang.pay_promised)
