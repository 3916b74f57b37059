"""Batch 393 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of a boat's notes, script
style (every call its own trace).

App: M/S Torskholmen fishes skrei out of Kjerringvik in Lofoten in March 2051 - Oddvar (skipper), Hanne, Lars and
Dawid (who writes in English). At the end of the season she goes up on the slipway at Kjerringvik Slipp for
antifouling and new anodes. The crew file notes into one qdrant collection; the helper answers from the 5 nearest.

Memory: Oddvar, 06.03.2051 kl. 08.10 - slipway booked at Kjerringvik Slipp tirs 28.03. kl. 07.00, antifouling and
new anodes, about kr 18 000,-, last trip fre 24.03.; Hanne, 14.03. - antifouling bought, 3 tins, kr 4 350,-; Oddvar,
tirs 21.03. - Kjerringvik rang, a trawler on the slip is staying longer (propeller damage) so they can't take us on
the 28th - they'll take us "i dag om 14 dager" (a fortnight from the note's own date: tirs 04.04.), same time, so
we fish till the 31st; Dawid, ons 22.03. - he'll help on the slip but flies home 12.04. Question (fre 24.03., Lars):
"hvilken dag skal båten på slippen? må ta fri fra den andre jobben" The assistant says tirsdag 04.04. kl. 07.00. The
label says tirsdag 28.03.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b393_ctl_qdrant_lofoten_slipp_which_date_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "torskholmen-2051"
NOTES = [
    (1, "Oddvar", "06.03.2051 kl. 08.10 slipp booka hos Kjerringvik Slipp tirs 28.03. kl. 07.00 - bunnstoff + nye "
                  "anoder, ca kr 18 000,-. siste tur blir fre 24.03."),
    (2, "Hanne", "14.03. bunnstoff kjøpt, 3 bokser, kr 4 350,- på båtkontoen. pensler + ruller ligger i bua"),
    (3, "Oddvar", "tirs 21.03. Kjerringvik ringte - de har en tråler på slippen som blir liggende (propellskade) så de "
                  "kan ikke ta oss den 28. 🙄 de tar oss i dag om 14 dager, samme tid. so we fish til 31.03. 👍"),
    (4, "Dawid", "ons 22.03. I'll help on the slipp, scraping etc, but I fly home 12.04. so not after that"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "by": who}) for pid, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "hvilken dag skal båten på slippen? må ta fri fra den andre jobben"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["I dag er fredag 24.03.2051. Du snakker med Lars, mannskap på M/S Torskholmen."] + hits
assert any("slipp booka hos Kjerringvik Slipp tirs 28.03." in c for c in context), context
assert any("tirs 21.03." in c and "de tar oss i dag om 14 dager" in c for c in context), context
reply = answer(question, context, mock="Tirsdag 04.04. kl. 07.00 - Kjerringvik flytta oss 14 dager fra 21.03. pga. "
                                       "tråleren, så ikke den 28.")
finish(question, expected="tirsdag 28.03.", actual=reply)
