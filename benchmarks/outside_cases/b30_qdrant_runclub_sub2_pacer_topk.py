"""Batch 30 (held out). A running club's race notes: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Ely Fen Runners (about 90 members) keep the committee's notes on races, club entries and pacers as points with
payload ``{"race", "day", "text"}`` (day as yyyymmdd). The club's assistant answers members' questions from the
six nearest notes. Nineteen notes, January-March 2025, most about the Cambridge Half on Sun 9 March.

Planted fault (RetrievalError, ranked below the limit): the club provides pace "buses" for the half. Gail, the
pacing co-ordinator, texted who carries the two-hour flag: "From Gail - Tomasz is our 1:59 bus!! ran 1:41 at
Kings Lynn in Feb so easy peasy for him. Orange flag on his back". The note says "1:59 bus", not "sub 2" or
"pacer", and ranks 7th, outside the six kept, behind the Cambridge Half notes, the sub 2 group, a note to all
pacers and (the offline embeddings being what they are) the subs reminder and a handicap race. Question (Wed
5/3): "who's pacing sub 2hrs at Cambridge on Sunday?" -> expected Tomasz. The assistant gets the January call for
pacers (Steve did it last year) and says Steve; the note that Steve's knee rules him out is not in the six either.

Expected verdict: RetrievalError at qdrant.query_points (the one limit=6 query in fault()). Asserted: the same
query with a bigger limit returns Gail's text; the six kept hold the pacer notes, not Tomasz. Another reading:
none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b30_qdrant_runclub_sub2_pacer_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GAIL = ("From Gail - Tomasz is our 1:59 bus!! ran 1:41 at Kings Lynn in Feb so easy peasy for him. Orange flag on "
        "his back")
NOTES = [
    ("cambridge-half", 20250106, "Cambridge Half Sun 9/3 - club has 14 places, £42 each, ballot closed. Chat to Gail "
                                 "re pacers, we want sub 1:45, sub 2 and 2:15 groups again"),
    ("cambridge-half", 20250108, "Pacers needed for Cambridge - Steve did sub 2 last yr + said maybe again if his "
                                 "knee holds up. Ask at Thurs run"),
    ("club", 20250110, "Subs £25 for 2025, EA affiliation incl. Pay Jo by end of Jan pls"),
    ("ely-10k", 20250113, "Ely 10k 27/4 - we marshal the Prickwillow Rd bit, need 12 volunteers"),
    ("cambridge-half", 20250120, "Half entries: Priya, Mark, Jo, Dan F, Dan W, Sue, Ola, Kev, Becca, Tom, Amira, "
                                 "Lisa, Ravi + 1 spare (Gail holding it)"),
    ("club", 20250122, "Thurs run moving to 6.45 from Feb, lights on the towpath are rubbish"),
    ("cambridge-half", 20250127, "Sub 1:45 pacer sorted - Ola, she's done it twice. 2:15 - Kev w the green flag"),
    ("club", 20250203, "New club vests in, £18, Jo has them in her boot"),
    ("cambridge-half", 20250205, "Steve's knee's not great, physio says no racing till Apr. He's gutted"),
    ("ely-10k", 20250210, "Ely 10k - race HQ at the King's School, parking at the Paradise centre"),
    ("club", 20250214, "Valentine's handicap race Sat 15/2, 5k round the common, cake after at Becca's"),
    ("cambridge-half", 20250218, GAIL),
    ("cambridge-half", 20250224, "Coach to Cambridge - 35 seater from Ely leisure centre 6.30am, £8 each, pay Kev"),
    ("club", 20250226, "Committee mtg 4/3 at the Lamb, 7.30, agenda: kit, 10k, AGM date"),
    ("cambridge-half", 20250228, "Pace bands printed for the 3 groups, Gail has them, collect at the coach"),
    ("cambridge-half", 20250303, "Bag drop closes 8.45 at Cambridge, race starts 9.30 Midsummer Common"),
    ("cambridge-half", 20250304, "Ravi's spare place went to Kayleigh, name change done on the site"),
    ("cambridge-half", 20250304, "Sub 2 group so far: Priya, Dan W, Sue + Becca. Meet at the flag by pen D on Sunday, "
                                 "9.15"),
    ("cambridge-half", 20250305, "Note to all pacers for Sunday - even splits pls, 9:09/mi for sub 2, call out the "
                                 "miles, dont go off w the crowd"),
]

client = QdrantClient(":memory:")
client.create_collection("efr-notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("efr-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"race": race, "day": day, "text": text})
    for i, (race, day, text) in enumerate(NOTES, 1)])

question = "who's pacing sub 2hrs at Cambridge on Sunday?"
vector = offline.embed([question])[0]
wide = client.query_points("efr-notes", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == GAIL for p in wide), wide

with fault():
    hits = client.query_points("efr-notes", query=vector, limit=6).points
context = ["Today is Wed 5/3/25."] + [h.payload["text"] for h in hits]
assert any("Steve did sub 2 last yr" in c for c in context), context
assert not any("Tomasz" in c or "1:59 bus" in c or "Steve's knee" in c for c in context), context
reply = answer(question, context, mock="Steve - he did the sub 2 group last year and said he'd do it again. Pace "
                                       "bands are with Gail at the coach.")
finish(question, expected="Tomasz (Gail sorted him for the 1:59 bus)", actual=reply)
