"""A generic name in a reply ("dal", "दाल", "tel") that the quote it answers names one of: that one.

"> Rice ₹40/kg, toor dal ₹135/kg" then "Go ahead with rice only, 30 kg. Skip the dal for now." (breaker AR, p8002):
"the dal" is the toor dal quoted, as "सिर्फ़ चावल भेजिए, 30 किलो। दाल अभी रहने दीजिए" and "Sirf chawal bhejo, 30 kilo.
Dal abhi rehne do" are; the refusal had been dropped as goods not ordered (silently). ``quoted_names`` gives such a
mention the one item among its candidates that the quoted lines name; with none or several of them named ("> Toor
₹136, chana ₹74" then "dal ok") it stays ambiguous and is refused as before.

It does so too when the reply is read again with the quote before it (``lang.reply_context``): "Yes to the dal, no to
the oil." under "> Toor dal ₹140/kg, mustard oil ₹138/litre." accepts the toor dal at the ₹140 only the quote names
and refuses the mustard oil with no price, as the named goods would be (tests/corpus_chat/README.md: an acceptance
carries the quoted price, a refusal none; holdout73 x8042 in three languages). That read had kept the name
ambiguous and refused the message.
"""
from __future__ import annotations

from dataclasses import replace

from lang.clean import quoted_lines, quoted_spans
from lang.generic_named import generic_named
from lang.soap_meant import soap_meant

__all__ = ["quoted_names"]


def quoted_names(reader, mentions: list) -> list:
    """``mentions`` with each ambiguous one outside the quote resolved to the single candidate the quoted lines of
    ``reader.raw_text`` name (module docstring). The quote is read only when a mention is ambiguous. A bare "soap"
    after the laundry bar is that bar first (``lang.soap_meant``)."""
    mentions = generic_named(reader, soap_meant(reader, mentions))  # lang.generic_named: 'for the dal'
    if not any(m.ambiguous for m in mentions):
        return mentions
    raw = getattr(reader, "raw_text", "")
    quoted = (quoted_lines(raw)[0] or quoted_spans(raw)) if raw else ""
    if not quoted:
        return mentions
    named = {m.sku for m in reader.matcher.find(quoted) if m.sku}
    out = []
    for m in mentions:
        hits = [s for s in m.candidates if s in named] if m.ambiguous else []
        out.append(replace(m, sku=hits[0], candidates=(hits[0],)) if len(hits) == 1 else m)
    return out
