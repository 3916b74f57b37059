"""Batch 33 (held out). A second-hand bookshop's notebook: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Fox Lane Books in Ludlow (Mags runs it, her son Tom does the website and the fairs with her). Their notes are
points with payload ``{"kind", "text"}`` (kind stock / buyer / fair / shop). When Mags asks about a book or about
somebody who wants one, the assistant's app searches the stock and buyer notes only
(``kind`` in stock, buyer), so a fair's takings and the shop's boiler don't crowd the answer. Fifteen notes,
spring 2025.

Planted fault (RetrievalError, filtered out by scope): the offer on the Rackham Peter Pan was made at a book fair
and Tom wrote it into his fair round-up: "Malvern fair Sun 6/4 - 14 sold, £386 all in (card reader died at 2 so
cash after). chap from Ledbury, Mr Ingram, collects Rackham, offered 220 for the Peter Pan in K Gdns, said we'd
think about it - 07700 812455. Folio Hardy set finally went!". It is filed as kind fair, so the query scoped to
stock and buyer notes never sees it. Question (Tue 8/4): "what did that Ledbury chap offer for the Rackham Peter
Pan?" -> expected two hundred and twenty pounds. The assistant has the stock card (priced GBP 275) and says it
can't see an offer.

Expected verdict: RetrievalError at qdrant.query_points (the one scoped query in fault()). Asserted: the same
query without the filter returns the fair note; the scoped query's results hold the stock card and not it. Another
reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b33_qdrant_bookshop_rackham_offer_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FAIR = ("Malvern fair Sun 6/4 - 14 sold, £386 all in (card reader died at 2 so cash after). chap from Ledbury, Mr "
        "Ingram, collects Rackham, offered 220 for the Peter Pan in K Gdns, said we'd think about it - 07700 "
        "812455. Folio Hardy set finally went!")
NOTES = [
    ("stock", "Rackham - Peter Pan in Kensington Gardens, Hodder 1906 1st trade ed, 50 tipped in plates all there, "
              "spine sunned, some foxing to eps. £275 in the cabinet"),
    ("stock", "Ardizzone illus Dickens x3 (Heritage Press), nice, £85 each, top shelf behind the till"),
    ("buyer", "Mr Patel (the retired GP) - wants anything Ardizzone, ring him first, 01584 877 210"),
    ("shop", "boiler man Weds 2/4 - £140, he says it'll see us through the summer, Mags not convinced"),
    ("stock", "house clearance from Clee Hill: 6 boxes, mostly Readers Digest + Catherine Cookson, 2 boxes of OS "
              "maps (1 inch, 1950s) - those can go at £4"),
    ("fair", "Ludlow fair 16/3 at the Assembly Rooms, pitch £45, took £212, dead till 11 then busy"),
    ("buyer", "lady from Hay wants Persephone books, any, greys - Joan something, she'll pop in"),
    ("stock", "Wainwright Pictorial Guides complete set 1-7 1st eds in djs!! from the Clee Hill lot, price £340?"),
    ("fair", FAIR),
    ("shop", "Tom's put 30 on the website, AbeBooks listing fees up again, £0.70 a title"),
    ("buyer", "Rackham - someone rang asking if the Peter Pan's still here, didn't leave a name, said they'd come Sat"),
    ("stock", "Peter Rabbit 1st ed (not 1st printing sadly), £60, in the kids' corner"),
    ("fair", "next fairs: Hay 24-26 May (£120 a day, booked), Shrewsbury PBFA 14/6 (tbc)"),
    ("shop", "Easter hols opening - Sun 11-4 as well, Tom's on"),
    ("stock", "Folio Hardy set - 14 vols, £90, by the window"),
]

client = QdrantClient(":memory:")
client.create_collection("foxlane", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("foxlane", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(NOTES, 1)])
client.create_payload_index("foxlane", field_name="kind", field_schema=models.PayloadSchemaType.KEYWORD)

question = "what did that Ledbury chap offer for the Rackham Peter Pan?"
vector = offline.embed([question])[0]
wide = [p.payload["text"] for p in client.query_points("foxlane", query=vector, limit=len(NOTES)).points]
assert FAIR in wide, wide

with fault():
    hits = client.query_points("foxlane", query=vector, limit=6, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchAny(any=["stock", "buyer"]))])).points
context = ["Today is Tue 8/4/25."] + [h.payload["text"] for h in hits]
assert any("Peter Pan in Kensington Gardens, Hodder 1906" in c for c in context), context
assert not any("Ingram" in c or "220" in c or "Ledbury" in c for c in context), context
reply = answer(question, context, mock="I can't see an offer from anyone in Ledbury. The Peter Pan (1906 first "
                                       "trade edition) is priced at £275 in the cabinet, and someone rang about it "
                                       "and said they'd come in Saturday.")
finish(question, expected="Two hundred and twenty quid", actual=reply)
