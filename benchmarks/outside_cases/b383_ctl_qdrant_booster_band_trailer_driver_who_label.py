"""Batch 383 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the band boosters' notes,
one root span per note and one for the question.

App: the Pecan Flat Panthers band travel to Loma Alta for the away game on Fri 10/14/2050 - two buses and the
equipment trailer (drums, the sousaphones, the pit). The band boosters file their notes into one qdrant collection;
the helper answers from the 4 nearest.

Memory: 9/28 - Mr. Kubiak's hauling the equipment trailer to Loma Alta with his Dodge, leaving the band hall 3p, load
crew at 2:15; 10/5 - plumes ride in the blue tubs, don't let the freshmen carry them; Mon 10/10 - Kubiak's
transmission went out on the Dodge, it's at Schindler's in town till next week, so Darrell Pruitt's hauling the
trailer with his F-250, same time, he's got the hitch; 10/11 - water and Gatorade for the band, 4 coolers, the
Ybarras. Question (Wed 10/12, Mr. Trevino, band director): "who's pullin the band trailer to Loma Alta fri? need to
give em the gate code" The assistant says Darrell Pruitt, with his F-250 (Kubiak's Dodge is in the shop). The label
says Mr. Kubiak.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b383_ctl_qdrant_booster_band_trailer_driver_who_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pf-panthers-band-boosters-2050"
NOTES = [
    (1, "9/28 LOMA ALTA 10/14 - Mr. Kubiak's haulin the equipment trailer w/ his Dodge, leaves the band hall 3p. "
        "load crew (drumline dads) at 2:15 pls"),
    (2, "10/5 plumes ride in the blue tubs, DON'T let the freshmen carry em. Mrs. Salinas has the spare gloves"),
    (3, "Mon 10/10 Kubiak's transmission went out on the Dodge 😩 it's at Schindler's in town till next wk, so "
        "Darrell Pruitt's haulin the trailer w/ his F-250, same time, he's got the hitch"),
    (4, "10/11 water + Gatorade for the band, 4 coolers, the Ybarras have it. sack suppers $6"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "band boosters"})])
assert client.count(COLL).count == len(NOTES)

question = "who's pullin the band trailer to Loma Alta fri? need to give em the gate code"
with turn_span("question Wed 10/12"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
    context = ["Today is Wed 12 October 2050. You are talking to Mr. Trevino, band director of the Pecan Flat "
               "Panthers (away at Loma Alta Fri 10/14)."] + hits
    assert any("Mr. Kubiak's haulin the equipment trailer" in c for c in context), context
    assert any("Darrell Pruitt's haulin the trailer w/ his F-250" in c for c in context), context
    reply = answer(question, context, mock="Darrell Pruitt, in his F-250 - Kubiak's Dodge is in the shop at "
                                           "Schindler's. Same time, leaves the band hall 3p.")
finish(question, expected="Mr. Kubiak", actual=reply)
