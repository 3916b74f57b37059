"""Batch 295 (held out). A snooker hall: chromadb collection of the hall's notes, script style (every call its own
trace); for a "how much" question the helper asks only the prices, bar and tables notes, and the note with the new
off-peak table rate was filed under the league.

App: Top Pocket Snooker Club on Dewsbury Road - ten tables (1-8 full size, 9-10 pool), a bar, a league team, a
charity handicap in March 2051. Sheila (who owns it) and the lads on the counter file the hall's notes into one
chroma collection with metadata ``kind`` (prices, bar, tables, league, members, events); for a "how much" question
the helper asks only the prices, bar and tables notes (``where={"kind": {"$in": ["prices", "bar", "tables"]}}``,
the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the prices note of 2051-01-09T11:00 has a full size
table at £6 an hour before 6pm and £8 after 6 and at weekends; the bar note has pints at £3.80. Sheila's note of
Mon 13 Feb starts with the spring league fixtures (so it was filed as league) and says, in passing, that off peak's
going up to £7 an hour from the 1st of March - the electric bills - with evenings staying at £8. Question (Mon 6/3,
Jamie, not a member): "how much for 3 hrs on a full size table tues afternoon, me + our kid, + a pint each? we're
not members" -> expected £28.60 (3 x £7 + 2 x £3.80). The scoped query returns the prices, bar and tables notes;
the assistant says £25.60.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 13 Feb note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£7 an hr or "going up"; the £6 off-peak rate and the £3.80 pint are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b295_chroma_snooker_table_time_cost_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RATE = ("Mon 13 Feb - spring league fixtures are out 🎱 we're home to the Crown 1st wk, Dev's captain again. oh + "
        "off peak's going up to £7 an hr from 1st march I'm afraid, lecky bills 😬 evenings staying £8 per table")
NOTES = [
    ("prices", "2051-01-09T11:00 TABLE PRICES - full size tables £6 an hr before 6pm, £8 after 6 + all wknd. per "
               "table not per person!! pay at the counter b4 u start, lights on the meter"),
    ("bar", "bar prices - pints £3.80, halves £2, tea/coffee £1.50, crisps 80p. NO drinks on the cushions, Sheila's "
            "rule"),
    ("tables", "14/1 table 6's been re-clothed at last, table 9 still has the dodgy pocket. 1-8 full size, 9 + 10 "
               "pool"),
    ("league", RATE),
    ("members", "membership's £30 a yr, 10% off table time for members, forms behind the bar, need a photo"),
    ("events", "Sat 25th March charity handicap for the hospice, £10 entry, 32 max, Ray's doing the draw + the "
               "handicaps"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("top-pocket-snooker-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sheila"}])

question = "how much for 3 hrs on a full size table tues afternoon, me + our kid, + a pint each? we're not members"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RATE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["prices", "bar", "tables"]}})
hits = found["documents"][0]
context = ["Today is Mon 6 March 2051. You are talking to Jamie, who plays at Top Pocket Snooker Club (not a "
           "member)."] + hits
assert RATE not in hits and not any(w in c.lower() for c in context for w in ("£7 an hr", "going up")), context
assert any("£6 an hr before 6pm" in c for c in context), context
assert any("pints £3.80" in c for c in context), context
reply = answer(question, context, mock="£25.60 - 3 hours off peak at £6 an hour is £18, plus two pints at £3.80.")
finish(question, expected="£28.60 - off peak's £7 an hour since 1st March, so £21 for the table plus £7.60 for the pints",
       actual=reply)
