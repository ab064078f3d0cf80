"""The supplier's rate agreed for goods in one part of a sentence, other goods refused in the next, then the agreed
goods ordered: "Milk rate is okay but curd is too costly. Send only milk, 40 packets — no curd this time.", "दूध का
रेट ठीक है पर दही बहुत महँगा है। सिर्फ़ दूध भेजिए, 40 पैकेट — इस बार दही नहीं।", "Doodh ka rate theek hai par dahi
bahut mehenga hai. Sirf doodh bhejo, 40 packet — is baar dahi nahi." (session 49, helper TR, from a new user's trial,
finding 4: the English was refused "part of it reads like a price agreed too", the Hindi and Hinglish read without
the milk's acceptance). The corpus README reads "Rate is okay with us, send 3 trays of eggs" as the rate accepted (no
price: the desk's last quote) and the order; ``lang.settle``'s ``_rate_agreed_for_orders`` does so only for a
sentence that agrees and nothing else, so the refusal of the curd in the same sentence left the milk's agreement out.

When: goods ordered at no price and not accepted are named in a part of a sentence (a chunk) that holds an accept
cue and a rate word ("rate", "भाव", "रेट", "price") and no other request, the sentence states no figure and asks
nothing, its other requests are refusals in other parts naming other goods, every ordered goods it names stands in
such an agreeing part or a refusing one, and nothing is quoted (a quote's prices are ``lang.quoted_terms``' to
carry: "> Atta ₹212, sugar ₹42/kg, rice ₹38/kg. / atta and rice rates are fine; we'll skip sugar" is left as it was).
Then the goods' rate is accepted
(an ``accept`` with no price), before the order — as if the agreement stood in a sentence of its own.

Shape: ``rate_beside_refusal(reader, intents) -> intents`` (``intents``: (position, Intent) pairs; run by
``lang.settle`` after ``_rate_agreed_for_orders``).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reading import Intent

__all__ = ["rate_beside_refusal"]

_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट daam दाम")
_QUIET = frozenset({"accept", "ask_quote_weak", "neutral"})


def rate_beside_refusal(reader, intents: list) -> list:
    """``intents`` with the rate of goods agreed beside a refusal of others accepted (module docstring)."""
    ordered = {i.sku for _, i in intents if i.kind == "order" and i.unit_price_paise is None and i.sku} - {
        i.sku for _, i in intents if i.kind == "accept"}
    raw = getattr(reader, "raw_text", "") or ""
    if not ordered or raw.lstrip().startswith(">") or "\n>" in raw or "original message" in raw.lower():
        return intents  # (under a quote the quoted prices are lang.quoted_terms' to carry: left as it was)
    chunk_of, clause_of, cues = reader.chunk_of, reader.clause_of, reader.cues
    agreeing = {c.chunk for c in cues if "accept" in c.kinds} - {c.chunk for c in cues if c.kinds - _QUIET}
    figured = {f.clause for f in reader.figs if f.kind != "hint"}
    added: dict[str, int] = {}
    for m in reader.mentions:
        chunk, clause = chunk_of[m.first], clause_of[m.first]
        if m.sku not in ordered or m.sku in added or chunk not in agreeing or clause in figured:
            continue
        others = [c for c in cues if c.clause == clause and c.kinds - _QUIET]
        if not others or any(c.kinds != {"reject"} or c.chunk == chunk for c in others):
            continue
        if any(n.sku == m.sku for n in reader.mentions if clause_of[n.first] == clause and chunk_of[n.first] != chunk):
            continue  # (the refusal names the same goods: left as it was)
        refusing = {c.chunk for c in others}
        if any(n.sku in ordered and chunk_of[n.first] not in agreeing | refusing for n in reader.mentions
               if clause_of[n.first] == clause):
            continue  # ("atta and rice rates are fine": goods agreed in a part of their own too — not read here)
        act = reader.acts.get(clause)
        lo, hi = reader.clause_span[clause]
        if act is None or act.question or getattr(act, "negative", False) or not any(
                reader._word(k) in _RATE for k in range(lo, hi) if chunk_of[k] == chunk):
            continue
        added[m.sku] = m.first
    if not added:
        return intents
    return sorted(intents + [(pos, Intent(kind="accept", sku=sku)) for sku, pos in added.items()], key=lambda e: e[0])
