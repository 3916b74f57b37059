"""Batch 390 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the youth secretary and the youth president each file their own notes), then the question's query.

App: the Nadrau-i-wai Methodist youth are sent off to the Division choir competition with a lovo at the church hall
on Sat 19/3/2050. Mere (the secretary) and Eroni (the president) file their Viber notes into one qdrant collection;
the helper answers from the 4 nearest notes.

Memory: Mere, 2050-03-02T20:10 - choir send-off lovo Sat 19/3 at the church hall, Jone's family doing the lovo,
youth do the plates; Mere, Mon 14/3 - the marama doing the dessert, topoi + cassava cake; Eroni, Wed 16/3 - Jone got
the job at the resort in the west, starts Mon so he's packing, isa, his uncle Ratu Pita said sa rauta, he'll do the
lovo with the young men, he's done it for every vakamau in the koro; Eroni, 17/3 - firewood + stones at the hall Fri
afternoon, the pit dug by Joji's lot. Question (Thu 17/3, an aunty): "who's doing the lovo on Sat? want to drop off the
pork + ask what time to bring it" The assistant says Ratu Pita, Jone's uncle, with the young men. The label says
Jone's family.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b390_ctl_qdrant_youth_send_off_lovo_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "nadrau-i-wai-youth-2050"
NOTES = {
    "mere": [
        (1, "2050-03-02T20:10 choir send off LOVO 🔥 Sat 19/3 at the church hall, Jone's family doing the lovo, youth "
            "do the plates + the tables"),
        (2, "Mon 14/3 marama doing the dessert - topoi + the cassava cake 😋 bring ur own container for takeaway"),
    ],
    "eroni": [
        (3, "Wed 16/3 Jone got the job at the resort in the west, starts Mon so he's packing, isa 😢 his uncle Ratu "
            "Pita said sa rauta, he'll do the lovo with the young men, he's done it for every vakamau in the koro"),
        (4, "17/3 firewood + stones at the hall Fri afternoon, pit dug by Joji's lot. sega swimming in the river b4 "
            "the lovo boys!!"),
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

question = "who's doing the lovo on Sat? want to drop off the pork + ask what time to bring it"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 17 March 2050. You are talking to an aunty in the Nadrau-i-wai koro (the youth's choir "
           "send-off lovo is Sat 19/3)."] + hits
assert any("Jone's family doing the lovo" in c for c in context), context
assert any("Ratu Pita said sa rauta, he'll do the lovo with the young men" in c for c in context), context
reply = answer(question, context, mock="Ratu Pita, Jone's uncle, with the young men - Jone's gone to his new job in "
                                       "the west. Ask Ratu Pita what time he wants the pork.")
finish(question, expected="Jone's family", actual=reply)
