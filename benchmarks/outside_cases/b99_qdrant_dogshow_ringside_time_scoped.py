"""Batch 99 (held out). A dog show exhibitor's helper: qdrant collection, the helper's query scoped to one dog's
points, script style (each call its own trace).

App: Karen shows her two Bearded Collies, Poppy and Bramble. Everything for the season goes into one qdrant
collection with a "dog" payload field: each dog's entries and notes carry the dog's name; show-wide things (the
show secretary's emails, travel, parking) carry "all". Her helper answers a question about one dog from that dog's
points only (``dog == "Poppy"``).

Planted fault (RetrievalError, filtered by scope): the show secretary's email of 9/7 says Mr Whitlow's flight from
Belfast has been pushed to the afternoon, so Mrs K Ashby, the reserve, judges Beardies, but she has the Shelties in
ring 6 first, so Beardies won't start before about 11.30 and exhibitors should be ringside from 11.15. It is filed
under dog "all", so the Poppy-only query leaves it out. Poppy's entry (Beardies from 10am, ring 6, Mr Whitlow) is
in the context. Question (Fri 10/7, Karen): "what time do i need poppy ringside tmrw?" -> expected quarter past
eleven. The assistant says ten.

Expected verdict: RetrievalError at the qdrant query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the email; the scoped one leaves it out, and the entry's 10am line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b99_qdrant_dogshow_ringside_time_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("from the show sec (Linda), 9/7 7.48pm: apologies all - Mr Whitlow's flight from Belfast got put back to "
         "the afternoon one. Mrs K Ashby (our reserve) is judging Beardies, but she has Shelties in ring 6 first "
         "so Beardies wont start b4 approx 11.30. Beardie exhibitors pls be ringside from 11.15")
POINTS = [
    ("Poppy", "POPPY (Brambledown Poppyseed) - Beardie bitch, Post Grad cl.14 + Open cl.17 at Knebworth champ sat "
              "11/7, ring 6, judge Mr D Whitlow, Beardies from 10am, ring no. 142"),
    ("Bramble", "BRAMBLE - Limit bitch cl.16 same show, ring no. 143, goes in after Poppy's classes. coat's "
                "finally come back after the summer moult"),
    ("all", EMAIL),
    ("Poppy", "Poppy - bath thurs nt, chalk the white bits sat am. she HATES the dryer, do it in the garage"),
    ("all", "Knebworth Park - gates 7am, parking £5 cash only, bench no.s on the passes. bring the trolley + "
            "the big brolly"),
    ("Poppy", "Poppy's passes + ring no. came in the post 2/7 :) 1st time in post grad"),
    ("Bramble", "Bramble - season due end of july ish, keep an eye, may have to miss Darlington"),
    ("all", "catalogue £4 at the gate, Mum wants one for the scrapbook"),
]

client = QdrantClient(":memory:")
client.create_collection("karen-shows", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("karen-shows", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"dog": dog, "text": text})
    for i, (dog, text) in enumerate(POINTS, 1)])

question = "what time do i need poppy ringside tmrw?"
vector = offline.embed(["Poppy ring time judging Beardies start ringside saturday"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("karen-shows", query=vector, limit=8).points]
assert EMAIL in wide, wide

with fault():
    found = client.query_points("karen-shows", query=vector, limit=8, query_filter=models.Filter(must=[
        models.FieldCondition(key="dog", match=models.MatchValue(value="Poppy"))])).points
hits = [p.payload["text"] for p in found]
context = ["Today is Fri 10 July 2036. You are talking to Karen, who shows Poppy and Bramble."] + hits
assert EMAIL not in context and not any("11.15" in c or "Ashby" in c or "11.30" in c for c in context), context
assert any("Beardies from 10am" in c for c in context), context
reply = answer(question, context, mock="Beardies start at 10am in ring 6 with Mr Whitlow, so have her ringside "
                                       "for 10 - ring number 142.")
finish(question, expected="about quarter past 11 - the Beardies won't start till roughly half past", actual=reply)
