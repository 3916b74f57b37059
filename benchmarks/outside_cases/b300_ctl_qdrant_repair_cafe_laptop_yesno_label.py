"""Batch 300 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the organiser and a new fixer each file their own notes), then the question's query.

App: Luddenden Repair Café meets on the second Saturday of the month, 10 till 1 at the Working Men's Club - fixers for
electricals, textiles, bikes and furniture, tea and toast. Shirley (the organiser) and Tariq (a new fixer) file notes
into one qdrant collection; the helper answers questions from the public (sent in through the Facebook page) from
the 5 nearest notes.

Memory: Shirley, 2053-02-02T18:00 - no laptops, tablets or phones, we're not insured for anyone's data and none of us
do screens; Shirley, 9/2 - toasters, lamps, kettles, hoovers all fine, max what you can carry, one item each; Tariq,
Weds 2nd April - hi all, happy to take laptops from April on, hardware only (fans, screens, batteries, RAM), no data
recovery, back up first and bring the charger, Shirley's ok'd it and the insurance covers it now; Tariq, 3/4 - he'll
be on the electricals table with Dev too. Question (Mon 7/4, from the Facebook page): "can I bring my laptop on sat?
the fan's making a horrible noise" The assistant says yes - Tariq takes laptops now, hardware only, back it up and
bring the charger. The label says no - no laptops, tablets or phones.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b300_ctl_qdrant_repair_cafe_laptop_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "luddenden-repair-cafe"
NOTES = {
    "shirley": [
        (1, "2053-02-02T18:00 RULES 🔧 no laptops, tablets or phones pls - we're not insured for anyone's data + none "
            "of us do screens. sorry!!"),
        (2, "9/2 toasters, lamps, kettles, hoovers all fine, max what u can carry, 1 item each till we see how it "
            "goes. tea + toast by donation"),
    ],
    "tariq": [
        (3, "Weds 2nd April - hi all, Tariq here 👋 happy to take laptops from april on, hardware only (fans, screens, "
            "batteries, RAM) - no data recovery, so back up first + bring the charger. Shirley's ok'd it + the "
            "insurance covers it now"),
        (4, "3/4 I'll be on the electricals table with Dev as well, bring the plug + lead for anything mains"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "can I bring my laptop on sat? the fan's making a horrible noise"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 7 April 2053. You are answering a question sent to Luddenden Repair Café's Facebook page "
           "(next session Sat 12 April)."] + hits
assert any("no laptops, tablets or phones" in c for c in context), context
assert any("happy to take laptops from april on, hardware only" in c for c in context), context
reply = answer(question, context, mock="Yes - Tariq takes laptops now (hardware only, so a noisy fan's fine). Back it "
                                       "up first, as there's no data recovery, and bring the charger.")
finish(question, expected="no - no laptops, tablets or phones", actual=reply)
