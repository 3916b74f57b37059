"""Batch 279 (held out). A student house sharing bills and chores: qdrant collection of the housemates' notes,
script style (every call its own trace); for a "how much" question the helper asks only the bills notes, and the
note that changed the split was filed under the landlord.

App: five second-years share 42 Hyde Park Rd, Leeds, in 2050-51 - Josh (who pays the bills and collects everyone's
share), Amara, Freya, Kieran and Dev. Everyone drops notes into the house helper, one qdrant collection with payload
``kind`` (bills, chores, landlord, social, shopping); for a "how much" question the helper asks only the bills notes
(``query_filter`` on kind == bills, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Josh's note of 2051-01-08T19:20 has the bills - Octopus
£185 a month, broadband £35, water £45, £265 split 5 ways, £53 each, by the 1st. His note of 14/2 has Octopus putting
the direct debit down to £165 from March (they were in credit), so £245 a month. Freya's note of Sat 5th April starts
with the landlord and the boiler (so it was filed as landlord) and says, in passing, that Dev's officially moved
out for good, Mr Kaur says his room's empty till Sept and they don't pay his rent, but the bills are just the four
of them from April - Josh, change the spreadsheet. Question (Tue 29/4, Amara): "how much do I owe josh for bills for
may? want to send it b4 I forget 💸" -> expected £61.25 (£245 split 4 ways now Dev's gone). The scoped query
returns the two bills notes; the assistant says £49.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): Freya's Sat 5th April
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line mentions Dev moving out or "the 4 of us"; the £245 and the 5-way split are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b279_qdrant_student_house_bills_how_much_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "42-hyde-park-rd-house"
SPLIT = ("Sat 5th April (Freya) - landlord came round re the boiler, new part's ordered, no hot water till weds 😩 + "
         "he's doing the inspection on the 22nd so tidy ur rooms pls. oh and Dev's officially moved out for good "
         "(sad), Mr Kaur says his room's empty till sept + we don't pay his rent, but the bills are just the 4 of us "
         "from april. Josh can u change the spreadsheet")
NOTES = [
    (1, "bills", "Josh", "2051-01-08T19:20 BILLS 💸 Octopus dual fuel £185/mo, broadband £35, water £45 (no TV licence "
                         "- nobody watches live tv right??). total £265 / 5 = £53 each, pay me by the 1st pls"),
    (2, "chores", "Kieran", "chores rota on the fridge - bins tues nite, bathroom + kitchen floor weekly, whoever "
                            "leaves pans 'soaking' for 3 days buys the next lot of fairy 🙃"),
    (3, "bills", "Josh", "14/2 good news - Octopus have put our DD down to £165 from march bc we're in credit 🎉 so "
                         "£245 a month all in now, split the usual 5 ways, same date"),
    (4, "social", "Amara", "house tea sun 7pm, I'm doing jollof, everyone bring a pud or a drink"),
    (5, "landlord", "Freya", SPLIT),
    (6, "shopping", "Dev", "shared stuff kitty - loo roll, washing up liquid, bin bags, milk. £5 each a week in the jar "
                           "on the microwave"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how much do I owe josh for bills for may? want to send it b4 I forget 💸"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert SPLIT in wider, wider
bills_only = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="bills"))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=bills_only)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tue 29 April 2051. You are talking to Amara, one of the housemates at 42 Hyde Park Rd."] + hits
assert SPLIT not in hits and not any(w in c.lower() for c in context for w in ("moved out", "4 of us", "4 ways")), \
    context
assert any("£245 a month all in now, split the usual 5 ways" in c for c in context), context
reply = answer(question, context, mock="£49 - the bills are £245 a month now, split five ways. Pay Josh by the 1st.")
finish(question, expected="£61.25 - the £245 is split 4 ways now Dev's moved out", actual=reply)
