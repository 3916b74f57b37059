"""Batch 363 (held out). A flying group's fuel and landing-fee accounts: chromadb collection of the group's ops and
accounts notes, script style (every call its own trace); for a "how much do I owe" question the helper asks only
the fuel, landing and account notes, and the corrected landing fee was written in the tech log note.

App: Harbour Flying Group (three PA-28s and a C152 at a farm strip) keep one chroma collection of notes with
metadata ``kind`` (fuel, landing, account, booking, tech). Away fuel and landing fees paid on the group card are
recharged to the pilot at cost. For a "how much do I owe" question the helper asks only the money notes
(``where={"kind": {"$in": ["fuel", "landing", "account"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Kofi flew G-ABCE (a C152) to Turweston (EGBT) on 12/03.
The fuel note has 42.0 L of 100LL at £2.95/L = £123.90 on the group card, recharge K. Osei; the landing note has
Turweston £18 at the 152 rate, paid by the group on account, recharge. Sue's tech log note of 14/03 (Hobbs, tach,
oil, a worn left brake pad) says in passing "amended: Turweston's invoice came in, they charged the PA28 rate not
the 152 rate -> £24 not £18, already paid off the card so Kofi's recharge for EGBT landing is £24" - and it was
filed as kind "tech". Question (Mon 21/3, Kofi): "how much do I owe the group for the fuel + landing at Turweston?
want to square it up before the statement" -> expected £147.90 (£123.90 + £24). The scoped query returns the fuel,
landing and account notes; the assistant says £141.90.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the tech note is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£24, "PA28 rate" or "amended"; the £123.90 fuel and the £18 landing are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b363_chroma_club_accounts_turweston_recharge_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

FIX = ("tech log G-ABCE 14/03 (Sue) - Hobbs 3320.4, tach 2841.6, oil 5 qts ok. L brake pad worn, snag raised, ok to "
       "fly till the 50hr. amended: Turweston's invoice came in, they charged the PA28 rate not the 152 rate -> £24 "
       "not £18, already paid off the group card so Kofi's recharge for EGBT landing is £24 not £18")
NOTES = [
    ("account", "2050-03-01 0900Z monthly accts - hire G-ABCD £168/hr wet, G-ABCE £142/hr wet, Hobbs to Hobbs. away "
                "fuel + landing paid on the group card gets recharged to u at cost, shows on ur next statement"),
    ("fuel", "12/03 G-ABCE uplift @ Turweston (EGBT) 42.0 L 100LL @ £2.95/L = £123.90, paid on group card, recharge "
             "K. Osei. filled to tabs + a bit"),
    ("landing", "12/03 landing fees - K Osei G-ABCE @ EGBT £18 (152 rate) paid by group on acct, recharge. M Patel "
                "G-ABCD @ Sywell £15, paid at the tower himself so nothing to recharge"),
    ("booking", "Sat 19/3 G-ABCE booked 0900-1100Z Kofi, 1130-1300Z trial lesson w/ Ade. -ABCD u/s for its 50hr "
                "Mon-Weds"),
    ("tech", FIX),
    ("booking", "cx - Sun 20/3 G-ABCD 1000Z Mike, wx (METAR 0950Z 24025G38KT, no thanks)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("harbour-fg-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "how much do I owe the group for the fuel + landing at Turweston? want to square it up before the statement"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert FIX in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["fuel", "landing", "account"]}})
hits = found["documents"][0]
context = ["Today is Mon 21 March 2050. You are talking to Kofi Osei, a member of Harbour Flying Group."] + hits
assert FIX not in hits and not any(w in c.lower() for c in context for w in ("£24", "pa28 rate", "amended")), context
assert any("£123.90" in c for c in context), context
assert any("EGBT £18 (152 rate)" in c for c in context), context
reply = answer(f"(Kofi) {question}", context,
               mock="£141.90 - £123.90 for the 42 L of fuel plus £18 landing at Turweston.")
finish(question, expected="£147.90 - £123.90 fuel plus £24 landing (Turweston charged the PA28 rate, amended)",
       actual=reply)
