"""Batch 72 (held out). A vintage car club's rally notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Severn Vale Vintage Motor Club runs its Daffodil Run on Sun 13 April 2031 (about 40 pre-1960 cars, start
and finish at Frampton village green, a lunch halt at the Bell at Sapperton). The organisers' notes are points with
payload ``{"text", "from"}``; the members' assistant answers from the app's top 3 hits. Eleven points, Feb - Apr 2031.

Planted fault (RetrievalError, ranked out by a top-k too small): on 2/4 Malcolm (the clerk of the course) wrote:
"rang round. Pete B's hip op came thru for the 10th so he's out this yr, Carol Dunn's kindly said she'll do his
spot + collect the cards there, she'll be in a yellow tabard by the pub sign". The app's search ranks it 4th
or lower and keeps 3; the marshal rota from February (lunch halt: Pete Bowen) is among the 3. Question (Wed 9/4, a
member in a 1953 MG TD): "who do I give my time card to at the lunch halt?" -> expected Carol Dunn, in a yellow
tabard by the pub sign. The assistant says Pete Bowen.

Expected verdict: RetrievalError at qdrant.query_points (the one top-3 query inside fault()). Asserted: the note is
stored and a hit of the same query with a limit of 10, and not in the context; the rota with Pete Bowen is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b72_qdrant_rally_lunch_marshal_ranked_out", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CAROL = ("rang round. Pete B's hip op came thru for the 10th so he's out this yr, Carol Dunn's kindly said she'll "
         "do his spot + collect the cards there, she'll be in a yellow tabard by the pub sign")
POINTS = [
    ("Malcolm", "marshal rota Daffodil Run 13/4: start (Frampton green) Geoff + Anne, lunch halt time control at the "
                "Bell Sapperton - Pete Bowen, finish - Trevor w the clipboard. hand ur time card in at each one"),
    ("Sue", "entries 38 so far, closing 31/3. £35 a car incl. rally plate, lunch extra"),
    ("Malcolm", "route card v2: start 9.30 staggered 1 min apart, morning leg 38 mi via the Duntisbournes, lunch "
                "halt the Bell at Sapperton 12-1.30, afternoon 27 mi back via Bisley"),
    ("Geoff", "the ford at Duntisbourne Leer is OUT this yr, landowner wasn't happy after last yr. route goes round "
              "by the lane"),
    ("Sue", "lunch halt food at the Bell - ploughman's or soup, £12.50 a head, numbers to them by the 7th"),
    ("Malcolm", CAROL),
    ("Trevor", "finish: tea + cake in the village hall, awards 4.30ish. concours judged on the green while u wait"),
    ("Anne", "reminder - insurance cert + MOT (or the exemption form for pre-40 cars) at signing on pls"),
    ("Geoff", "recovery - Jenkins Garage flatbed follows the route, number on the back of the route card"),
    ("Sue", "the Bell's car park takes 25 cars, overflow on the verge opposite, marshals will wave u in"),
    ("Malcolm", "photographer from the Wilts + Glos Standard at the Bell around 12.30, lunch halt pics"),
]

client = QdrantClient(":memory:")
client.create_collection("daffodil-run", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("daffodil-run", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"from": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "who do I give my time card to at the lunch halt?"
vector = offline.embed(["Daffodil Run lunch halt Bell Sapperton time control card"])[0]  # the app's search words
wide = [p.payload["text"] for p in client.query_points("daffodil-run", query=vector, limit=10).points]
assert CAROL in wide, wide
assert CAROL in [p.payload["text"] for p in client.scroll("daffodil-run", limit=50)[0]]

with fault():
    hits = client.query_points("daffodil-run", query=vector, limit=3).points
context = ["Today is Wed 9 April 2031. You are talking to a member driving a 1953 MG TD on Sunday's Daffodil Run."] + \
          [h.payload["from"] + ": " + h.payload["text"] for h in hits]
assert not any(CAROL in c for c in context), context
assert any("Pete Bowen" in c for c in context), context
assert not any("Carol" in c or "hip op" in c for c in context), context
reply = answer(question, context, mock="Pete Bowen - he's running the time control at the Bell in Sapperton.")
finish(question, expected="Carol Dunn (yellow tabard, by the pub sign) - Pete's having his hip done", actual=reply)
