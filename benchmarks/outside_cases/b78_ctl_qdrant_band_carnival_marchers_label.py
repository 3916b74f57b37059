"""Batch 78 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of band notes, script style.

App: Wendy, secretary of Kingsbury Silver Band, keeps notes in a qdrant collection and asks the app about
engagements.

Memory: 21 of the band's own players said yes for the carnival parade on the group; Denton Band are lending two
basses and a side drummer who'll march with us, "so 24 of us on the road"; an aside says Ron and Sue start on the
float with the PA and walk the last bit to the memorial. Question: how many are marching in the parade? The assistant says 24 with the three from Denton. The label gives the 21 own
players who said yes.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b78_ctl_qdrant_band_carnival_marchers_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "carnival sat 26/7 - 21 of ours said yes on the whatsapp (26 on the books, Gav still off, Kira on hols, "
    "Pete's working, the Hall twins at a wedding)",
    "rang Denton Band - they'll lend us 2 basses + a side drummer (Mick) for the parade, they march with us, so "
    "24 of us on the road. buy them a pint after",
    "parade from the rec 1pm behind the Rose Queen float, finish at the war memorial for Abide w me about 2.15",
    "Ron + Sue (knees) on the float w the PA for the start, they'll hop off + walk the last bit to the memorial",
    "summer shirts + caps for the carnival, no jackets. water in the float's cool box",
    "Fenn's coach - 24 seater for the carnival - pick up band room 12.15",
]

client = QdrantClient(":memory:")
client.create_collection("kingsbury-band", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("kingsbury-band", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(NOTES, 1)])

question = "how many are we marching with at the carnival?"
vector = offline.embed(["carnival parade how many players marching said yes Denton"])[0]  # the app's search words
hits = client.query_points("kingsbury-band", query=vector, limit=6).points
context = ["Today is Tue 22 July 2031. You are talking to Wendy, the band secretary."] + \
          [h.payload["text"] for h in hits]
assert any("21 of ours said yes" in c for c in context), context
assert any("24 of us on the road" in c for c in context), context
reply = answer(question, context, mock="24 - the 21 of ours who said yes plus Denton's two basses and Mick on side "
                                       "drum.")
finish(question, expected="21, the ones who said yes", actual=reply)
