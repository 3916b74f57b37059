"""Batch 126 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the committee's notes and the treasurer's notes go in at the same time), then the question.

App: the hospice quiz night committee's notes go into one qdrant collection; Anita (organiser) and Viv (treasurer)
each have a helper feeding their own notes in; the helper answers whoever asks from a search of it.

Memory: Anita, 14/2: tickets £8 a head, pay on the door or by bank transfer, raffle £1 a strip or 5 for £4 - cash
only, no machine; Viv, 22.2.: float £30 in coins from the bank; Viv, 2/3: the hospice shop are lending us their
SumUp reader for the night - tickets and raffle can go on it, £2 minimum, Kath's got it charged; Anita, Weds 4 Mar:
Kath on the raffle table by the bar. Question (Thu 12/3, Geoff, the quizmaster, doing the announcements): "can folk
pay for raffle tickets on card tmrw? want to say it at the start" The assistant says yes - the hospice shop's card
reader is on the raffle table, £2 minimum. The label says no - in memory, the cash-only rule from the first note.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b126_ctl_qdrant_quiz_raffle_card_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ANITA = [
    (1, "14/2", "quiz night fri 13th march, cricket club. tickets £8 a head, pay on the door or bank transfer. raffle "
                "£1 a strip or 5 for £4 - cash only, we've no machine"),
    (2, "Weds 4 Mar", "Kath's on the raffle table by the bar, me + Viv on the door. Geoff quizmaster, 8 rounds"),
    (3, "Weds 4 Mar", "prizes: Co-op £25 voucher, whisky from the Crown, meal for 2 at the Lamb, Hollins veg box"),
]
VIV = [
    (11, "22.2.", "float £30 in coins, getting it from the bank thurs. cash tin's in my boot"),
    (12, "2/3", "the hospice shop are lending us their SumUp reader for the night!! tickets + raffle can go on it, £2 "
                "minimum, Kath's got it charged. cash still fine ofc"),
    (13, "2/3", "bar's the cricket club's own, they keep the takings, we get the room free"),
]

client = QdrantClient(":memory:")
client.create_collection("hospice-quiz", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def writer(who: str, notes) -> None:
    for pid, day, text in notes:
        client.upsert("hospice-quiz", points=[models.PointStruct(
            id=pid, vector=offline.embed([text])[0], payload={"from": who, "date": day, "text": text})])


threads = [threading.Thread(target=writer, args=("anita", ANITA), name="anita-notes"),
           threading.Thread(target=writer, args=("viv", VIV), name="viv-notes")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can folk pay for raffle tickets on card tmrw? want to say it at the start"
vector = offline.embed(["raffle tickets pay card cash machine reader"])[0]
found = client.query_points("hospice-quiz", query=vector, limit=5).points
context = ["Today is Thu 12 March 2037. You are talking to Geoff, quizmaster at the hospice quiz night."]
context += [f"{p.payload['date']} {p.payload['from']}: {p.payload['text']}" for p in found]
assert any("cash only" in c for c in context), context
assert any("SumUp reader" in c and "raffle can go on it" in c for c in context), context
reply = answer(question, context, mock="Yes - the hospice shop's lent us their card reader, so raffle tickets can go "
                                       "on card (£2 minimum). Cash is fine too.")
finish(question, expected="no", actual=reply)
