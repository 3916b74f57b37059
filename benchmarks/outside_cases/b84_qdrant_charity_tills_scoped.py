"""Batch 84 (held out). A hospice charity shop's volunteer rota: qdrant collection of shop notes, query filtered by
kind, script style (each call its own trace).

App: Sandra manages the St Clare's Hospice shop on Fore St. Rota lines (kind "rota"), donation rules (kind
"donations"), till and shop bits (kind "shop") and volunteers' messages she pastes in (kind "chat") go into one
qdrant collection. The rota screen asks for the rota by filtering on ``kind == "rota"``.

Planted fault (RetrievalError, filtered by scope): Bev's message of 11/4 says she's doing Maureen's Saturday
morning on the 17th on till 2 (Maureen's at her grandson's christening in Bude, and is doing Bev's Wednesday back).
Sandra pasted it as kind "chat", so the rota query, filtered to kind "rota", leaves it out. The standing Saturday
line (till 1 Dennis, till 2 Maureen) is in. Question (Fri 16/4, Femi): "who's on the tills tomorrow morning?" ->
expected Dennis and Bev. The assistant says Dennis and Maureen.

Expected verdict: RetrievalError at qdrant.query_points (the filtered query, wrapped in fault()). Asserted: the
same query without the filter returns Bev's message; the filtered one leaves it out, and the standing Saturday line
is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b84_qdrant_charity_tills_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BEV = ("Bev 11/4: hiya Sandra, I'm doing Maureen's sat morning on the 17th (till 2), she's at her grandson's "
       "christening down in Bude. she's doing my weds 21st in return x")
POINTS = [
    ("rota", "SAT mornings 9-1: till 1 Dennis, till 2 Maureen, back room / steaming Jas from 10"),
    ("rota", "sat pm 1-5 Lorraine + Femi, Lorraine cashes up + does the banking bag"),
    ("donations", "no electricals unless PAT tested (Dennis does them thurs), no car seats, no cot mattresses"),
    ("shop", "float £50 each till, counted at 9 and at close, discrepancies in the red book pls"),
    ("chat", BEV),
    ("rota", "weekdays 9.30-4: mon Pat + Gill, tue Gill + Jas, wed Bev + Femi, thu Dennis + Pat, fri Maureen + Gill"),
    ("donations", "gift aid - new pad of forms under till 1, ask EVERY donor, it's 25p in the £"),
    ("chat", "Jas 9/4: can't do back room next weds, dentist, sorry!!"),
    ("shop", "window theme for april = spring weddings, Lorraine's doing it, hats from the back room"),
    ("shop", "till 2 drawer sticks - give it a thump on the left, engineer coming 'sometime'"),
]

client = QdrantClient(":memory:")
client.create_collection("st-clares-fore-st", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("st-clares-fore-st", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "who's on the tills tomorrow morning?"
vector = offline.embed(["saturday morning tills who's on till 1 till 2 rota 17th"])[0]  # the rota screen's words
wide = [p.payload["text"] for p in client.query_points("st-clares-fore-st", query=vector, limit=5).points]
assert BEV in wide, wide

with fault():
    hits = client.query_points("st-clares-fore-st", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="rota"))])).points
context = ["Today is Fri 16 April 2032. You are talking to Femi, a volunteer."] + [h.payload["text"] for h in hits]
assert BEV not in context and not any("Bev 11/4" in c or "christening" in c for c in context), context
assert any("till 1 Dennis, till 2 Maureen" in c for c in context), context
reply = answer(question, context, mock="Dennis on till 1 and Maureen on till 2, 9 till 1. Jas is in the back room "
                                       "from 10.")
finish(question, expected="Dennis on till 1, and Bev on till 2 covering for Maureen", actual=reply)
