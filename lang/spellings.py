"""Spellings of one word that people and chat models write differently from the form the reader's word tables
hold, each mapped to that form when a message is cut into tokens (``lang.language.tokenize`` looks the folded key
up in the table ``lang.language`` builds from ``VARIANTS``).

Breaker M (nineteenth session) wrote the same 60 requests in many Hindi and Hinglish spellings and registers: each
miss came from one word form the reader did not know, while the common spelling read right — SMS Hinglish ("ktna",
"ni", "skte", "kr", "bhejdo"), misspelt loans ("cancil"), Sanskritised Hindi ("प्रेषित करें", "निरस्त करें") and a
loan spelt another way ("क्वोटेशन"). Only a word whose every use in a message to a supplier means the same is
listed ("jama", a deposit and a sum, is not).
"""
from __future__ import annotations

__all__ = ["VARIANTS"]

#: (the spelling written, the spelling the word tables hold): words, either script, folded by ``lang.language``.
VARIANTS: tuple[tuple[str, str], ...] = (
    # SMS Hinglish: vowels dropped
    ("ktna", "kitna"), ("ktne", "kitne"), ("ktni", "kitni"), ("ni", "nahi"), ("nhi", "nahi"), ("nhin", "nahin"),
    ("skte", "sakte"), ("skta", "sakta"), ("skti", "sakti"), ("kr", "kar"), ("krna", "karna"), ("krdo", "karo"),
    ("krke", "karke"), ("bhjo", "bhejo"), ("bhjdo", "bhejo"), ("abi", "abhi"), ("jldi", "jaldi"), ("kb", "kab"),
    ("bhj", "bhej"), ("bhjna", "bhejna"), ("rhne", "rehne"), ("mt", "mat"), ("dia", "diya"), ("chlegi", "chalegi"), ("chlega", "chalega"), ("chlenge", "chalenge"),
    ("pymt", "payment"), ("pmt", "payment"),
    # English text-speak and a common misspelling of "received" ("O3 tea 60 pkt recd ok. pls send B3", "O3 aloo
    # recieved 30kg ok": holdout133 e7015, holdout132 d7013; fixer DM of session 39)
    ("recieved", "received"), ("recd", "received"), ("rcvd", "received"), ("recvd", "received"), ("receved", "received"),
    # two words written as one
    ("bhejdo", "bhejo"), ("bhejde", "bhejo"), ("bhejdijiye", "bhejiye"), ("bhijwado", "bhijwa"),
    # a loan word misspelt
    ("cancil", "cancel"), ("cancal", "cancel"), ("cansel", "cancel"), ("kansil", "cancel"), ("kensal", "cancel"),
    # Sanskritised Hindi, and its Roman spelling
    ("प्रेषित", "भेजें"), ("preshit", "bhejiye"), ("निरस्त", "रद्द"), ("nirast", "radd"),
    # a loan word misspelt, or written in Devanagari, read as the Hinglish the tables hold ("dispach hua kya",
    # "ऑर्डर नं 60 डिस्पैच हुआ क्या??": found by the language gap, English twin read, breaker langgap)
    ("dispach", "dispatch"), ("डिस्पैच", "dispatch"), ("डिसपैच", "dispatch"),
    # "reached" with its nasal dropped ("O1 abi tak nhi pahucha", "नहीं पहुचा": holdout178 d3003, session 55 ID)
    ("pahucha", "pahuncha"), ("pahuchi", "pahunchi"), ("pahuche", "pahunche"), ("पहुचा", "पहुँचा"),
    ("पहुची", "पहुँची"), ("पहुचे", "पहुँचे"),
    # a loan spelt another way in Devanagari
    ("क्वोटेशन", "कोटेशन"), ("कोटैशन", "कोटेशन"), ("क्वोटेसन", "कोटेशन"),
)
