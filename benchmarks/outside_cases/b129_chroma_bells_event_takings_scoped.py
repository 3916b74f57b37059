"""Batch 129 (held out). A church bell restoration appeal's notes: chromadb collection, the question's search scoped
to this year's event notes, script style (each call its own trace).

App: the St Michael's, Aldbury bell restoration appeal (launched Oct 2036 to rehang the six and recast the tenor)
keeps its notes in one chroma collection - donations, events, the contractors' quotes and the committee's bits - each
with a ``kind`` and a ``year``. The treasurer's helper answers money questions about events with a query on
``kind == "event"`` and, by default, ``year == 2037`` (this year's accounts).

Planted fault (RetrievalError, filtered by scope): the appeal's events so far are the carol ringing and mince pies in
the churchyard on 20th Dec 2036 (£380 in the buckets, year 2036), the quiz night of 14/3 (£462.50 after the raffle
and the fish and chips) and the plant sale on Sat 16th May (£205, some of it still in Jean's tin). The query for the
question is scoped to 2037, so the December carols can't come back. Question (Tue 23rd June, Margaret, doing the
appeal newsletter): "how much have the events made altogether since we launched the appeal? for the newsletter" ->
expected £1,047.50 (380 + 462.50 + 205). The assistant says £667.50.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): the carols note is in the
collection and the same event query without the year scope returns it, but the query the app made could not.
Asserted: the unscoped query returns the carols note; the scoped one leaves it out; the quiz and plant sale notes are
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b129_chroma_bells_event_takings_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CAROLS = ("carol ringing + mince pies in the churchyard sun 20th dec - freezing but a lovely turnout, £380 in the "
          "buckets, Revd Sally says do it every yr. the ringers did a quarter peal after, Tom's first")
NOTES = [
    ({"kind": "donation", "year": 2036}, "appeal launched harvest supper 12/10 - target £48k (rehang the 6 + recast "
                                         "the tenor). first cheque £1,000 from the Misses Clarke"),
    ({"kind": "event", "year": 2036}, CAROLS),
    ({"kind": "contractor", "year": 2037}, "Taylors quote 3/2 - £41,600 + vat, tenor recast at Loughborough, new "
                                           "frame is steel, work starts sept if we've got 80% by july"),
    ({"kind": "event", "year": 2037}, "quiz night 14/3 village hall - 11 teams, £462.50 made after the raffle + "
                                      "the fish n chips (Pete's van). Bell End Boys won, of course"),
    ({"kind": "donation", "year": 2037}, "22.3. Heritage Lottery said no this round :( try again in autumn. parish "
                                         "council giving £2,500"),
    ({"kind": "event", "year": 2037}, "plant sale sat 16th may on the green - £205, tho some of that's still in "
                                      "Jean's tin, she'll drop it round. tomatoes went first"),
    ({"kind": "minutes", "year": 2037}, "cttee Weds 3/6 - newsletter out by end of june, Margaret's doing it. tower "
                                        "open day sat 11th july, tours 2-4"),
    ({"kind": "event", "year": 2037}, "open day plans - tower tours every 20 mins, 6 at a time, kids must be 8+, "
                                      "teas in the church, Jean doing scones"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("aldbury-bells", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

words = "events made money takings £ buckets raffle sale"
every = notes.query(query_texts=[words], n_results=4, where={"kind": "event"})["documents"][0]
assert CAROLS in every, every

with fault():
    hits = notes.query(query_texts=[words], n_results=4,
                       where={"$and": [{"kind": "event"}, {"year": 2037}]})["documents"][0]

question = "how much have the events made altogether since we launched the appeal? for the newsletter"
context = ["Today is Tue 23 June 2037. You are talking to Margaret, who does the Aldbury bells appeal newsletter."]
context += hits
assert CAROLS not in context and not any("£380" in c or "mince pies" in c for c in context), context
assert any("£462.50" in c for c in context) and any("£205" in c for c in context), context
reply = answer(question, context, mock="£667.50 - £462.50 from the quiz night and £205 from the plant sale.")
finish(question, expected="£1,047.50 - carols £380, quiz £462.50, plant sale £205", actual=reply)
