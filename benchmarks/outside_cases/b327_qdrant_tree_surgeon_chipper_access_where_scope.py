"""Batch 327 (held out). A tree surgeon: qdrant collection of the firm's job notes, script style (every call its own
trace); for a question about getting the kit onto a job the helper asks only the access and crew notes, and the
note that changed the way in was filed under permits.

App: Ridgeway Tree Care (Liam, the owner, and Kirsty, who runs the office) keep their job notes in one qdrant
collection, payload ``kind``: quote, access, crew, permits, waste, customer. For a "where do we get in / park / put
the chipper" question the helper asks only the access and crew notes (a ``kind`` filter on the query, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Liam's access note for the Holroyd job (2051-03-02T08:40)
has the chipper going in via the back lane behind the garages, small chipper only (the gate's 1.1m), truck on the
lane, not on the new block paving. Kirsty's permits note of Thu 9th Mar says the conservation area notice has come
back with no objection - and, in passing, that the back lane's shut, Yorkshire Water are digging it up all month,
so Mrs Patel at no. 11 says they can bring the chipper through her side gate and across her lawn (boards down),
she's in all day. Question (Sun 19/3, Jonno): "where do we get the chipper in at the Holroyd job tmrw? don't want
to be faffing at 8am" -> expected through Mrs Patel's side gate at no. 11 and across her lawn, boards down (the back
lane's dug up). The scoped query returns the access and crew notes; the assistant says the back lane behind the
garages.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Thu 9th Mar note is in
the collection and among the question's 4 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 4 nearest and not in the filtered result; no context line has
Mrs Patel, Yorkshire Water or the side gate; the access note's back lane is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b327_qdrant_tree_surgeon_chipper_access_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ridgeway-tree-care-jobs"
GATE = ("Thu 9th Mar (Kirsty) - Holroyd, conservation area notice came back, no objection 👍 so we're good for the "
        "20th. ALSO rang Mr H - the back lane's shut, Yorkshire Water are digging it up all month 🙄 so Mrs Patel at "
        "no.11 says we can bring the chipper thru her side gate + across her lawn (boards down pls!!), she's in all "
        "day")
NOTES = [
    (1, "access", "2051-03-02T08:40 Holroyd, 9 Moorside Dr - chipper in via the back lane behind the garages, gate's "
                  "1.1m so the small chipper only. truck on the lane, NOT on the drive (new block paving!!)"),
    (2, "quote", "quote accepted 4/3 - Holroyd, fell the 3 leylandii, 30% crown reduction on the oak, grind 3 stumps. "
                 "£1,450 + vat, all arisings removed exc logs"),
    (3, "permits", GATE),
    (4, "crew", "w/c 20/3 crew - Liam, Jonno + Kyle, Holroyd mon-tue. Kyle's first climb on his own 🤞 bring the "
                "12in grinder not the big one"),
    (5, "waste", "chip to the Hollins Farm muck heap as usual, logs stay for Mr H's stove - he wants them 10in"),
    (6, "customer", "Mrs H asked can we keep it down before 9, she's on nights at the Royal. tea + biscuits provided "
                    "apparently 😂"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "job": "holroyd"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "where do we get the chipper in at the Holroyd job tmrw? don't want to be faffing at 8am"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert GATE in wider, wider
getting_in = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["access", "crew"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=getting_in, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sun 19 March 2051. You are talking to Jonno, one of Ridgeway Tree Care's climbers (the Holroyd "
           "job at 9 Moorside Drive starts Mon 20 March)."] + hits
assert GATE not in hits and not any(w in c.lower() for c in context
                                    for w in ("patel", "yorkshire water", "side gate", "lawn")), context
assert any("chipper in via the back lane behind the garages" in c for c in context), context
reply = answer(question, context, mock="Down the back lane behind the garages - small chipper only, the gate's 1.1m, "
                                       "and keep the truck on the lane, not the drive.")
finish(question, expected="through Mrs Patel's side gate at no. 11 and across her lawn, boards down - the back lane's "
                          "dug up by Yorkshire Water", actual=reply)
