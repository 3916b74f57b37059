"""Batch 377 (held out). A surf lifesaving club's fundraising sausage sizzles: chromadb collection of the club's
notes, script style (every call its own trace); for a "how much" question the helper asks only the fundraising and
money notes, and the note with Sunday's takings was filed under the gear shed.

App: Karoro Beach Surf Life Saving Club are raising money for a new IRB motor over the summer of 2025/26 with
sausage sizzles. Over Anniversary weekend (Sat 24 - Mon 26 Jan 2026) they run one each day - Saturday outside
Baxter's Hardware, Sunday at the Karoro market, Monday at the boat ramp. Kiri (the club secretary) files the club's
notes into one chroma collection with metadata ``kind`` (fundraising, money, patrol, gear, nippers); for a "how much"
question the helper asks only the fundraising and money notes (``where={"kind": {"$in": ["fundraising",
"money"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the Sat 24/01 note has $638.40 from the sizzle at
Baxter's, and the Mon 26/01 note has $290 from the boat ramp (slow, rain). Dougie's Sun 25/01 note starts with the
gear shed - two rescue boards dinged, one out till Liam glasses it, the ATV needing a new rear tyre ($185) - so it
was filed as gear, and says, in passing, that Sunday's sizzle at the market did heaps better than they thought,
$412.50. Question (Tue 27/01/26, Aroha, the club captain): "how much did the sizzles make over anniversary wknd all
up? putting it in the newsletter" -> expected $1,340.90 ($638.40 + $412.50 + $290). The scoped query returns the
Saturday, Monday and treasurer's notes; the assistant says $928.40.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Sun 25/01 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
$412.50 or the market; the $638.40 and the $290 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b377_chroma_sizzle_takings_weekend_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SUNDAY = ("Sun 25/01 Dougie - gear shed: 2 rescue boards dinged, one's out of action till Liam glasses it. ATV needs "
          "a new rear tyre, $185, I'm getting a quote off Hartley's. oh and the sizzle at the market today did heaps "
          "better than we thought 🌭 $412.50 all up, Kiri's got the tin")
NOTES = [
    ("money", "21/01/26 treasurer - bank bal $8,420.16, IRB motor fund sitting at $3,150 of the $7,000 we need. all "
              "sizzle takings straight into the motor fund pls"),
    ("fundraising", "Sat 24/01 sizzle outside Baxter's Hardware - $638.40 all up (cash + eftpos). 40 doz snarlers "
                    "gone by 1pm!! chur to everyone who turned up 🙌"),
    ("patrol", "Sat 24 Jan Pat 2 - 2 rescues, 1 major first aid (dislocated shoulder, ambos called), flags shifted "
               "at 1430 for the tide"),
    ("gear", SUNDAY),
    ("nippers", "nippers Sun 25th cancelled - too much swell, 2m+ on the bar. back next wk"),
    ("fundraising", "Mon 26/01 (anniv day) sizzle at the boat ramp, slow as, rain from 11 - $290. leftover snarlers "
                    "in the club freezer"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("karoro-beach-slsc-2526", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "club": "Karoro Beach SLSC"}])

question = "how much did the sizzles make over anniversary wknd all up? putting it in the newsletter"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert SUNDAY in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["fundraising", "money"]}})
hits = found["documents"][0]
context = ["Today is Tue 27 January 2026. You are talking to Aroha, club captain of Karoro Beach Surf Life Saving "
           "Club."] + hits
assert SUNDAY not in hits and not any(w in c.lower() for c in context for w in ("412.50", "market")), context
assert any("$638.40 all up" in c for c in context), context
assert any("$290" in c for c in context), context
reply = answer(f"(Aroha) {question}", context,
               mock="$928.40 all up - $638.40 on the Sat outside Baxter's and $290 on anniversary day at the boat "
                    "ramp.")
finish(question, expected="$1,340.90 - $638.40 Sat + $412.50 Sun at the market + $290 Mon", actual=reply)
