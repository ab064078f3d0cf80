"""Suppliers and the deterministic negotiation kernel: hidden terms, bargaining, orders, fraud.

Decisions are language-free records; ``lang`` gives them words.
"""
