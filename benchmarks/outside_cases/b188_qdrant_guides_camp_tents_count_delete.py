"""Batch 188 (held out). A Guides unit's summer camp: qdrant collection, threads (two leaders' notes come in on their
own worker threads, writes under one lock; the clear-out of the drop-outs' notes runs on a third), then the question;
the clear-out deletes the note that took a tent off the list.

App: 2nd Wellington Guides' summer camp is Fri 24th to Sun 26th July 2043 at the Hawkstone scout site - patrol tents
from the district store, a mess tent, menus cooked by the patrols, the backwoods cooking comp on the Saturday. Becky
(the Guide leader) and Jo (her assistant) keep the camp's notes in one qdrant collection, each with a ``ts``
(yyyymmdd) and a ``tag`` (kit, menus, dropouts, first aid...); once the refunds are paid, a clear-out deletes the
drop-outs' notes with ``client.delete(..., points_selector=FilterSelector(tag == "dropouts"))`` (parents' details
shouldn't hang about).

Planted fault (DeletionError): the kit note of 3/5 has 6 tents from the district store - 4 patrol tents (Kingfishers,
Robins, Swallows, Wrens), the leaders' tent and the mess tent. Becky's note of 2/6, tagged dropouts, says Ella and
Poppy have dropped out (netball tour), so the Wrens are down to 3 and going in with the Robins - one patrol tent
less, she's told the district store - and the £35 deposits to go back to both mums. Once the refunds are paid the
clear-out deletes it with the "refunds done" note. Question (Tue 21/7, Dave, towing the trailer): "how many tents
are we taking? need to know what'll fit in the trailer" -> expected 5 (3 patrol tents, the leaders' tent and the mess
tent; the Wrens are in with the Robins). The assistant says 6.

Expected verdict: DeletionError at qdrant's delete (the clear-out's delete, wrapped in fault()): the 2/6 note was in
the collection and in the top 3 for the question before the delete, and the delete removed it while it still decided
the count. Asserted: the note is found before the delete and is gone from the collection and the context after it;
the kit note's "= 6" line is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b188_qdrant_guides_camp_tents_count_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "2nd-wellington-guides-camp-2043"
MERGED = ("Ella + Poppy have dropped out 😞 netball tour, so Wrens down to 3 - they're going in w the Robins, one less "
          "patrol tent, told the district store 👍 £35 deposits back to both mums when the treasurer's back off hols")
BECKY = [
    (20430503, "kit", "CAMP fri 24th-sun 26th july ⛺ Hawkstone scout site. tents from the district store: 4 patrol "
                      "tents (Kingfishers, Robins, Swallows, Wrens), leaders' tent + the mess tent = 6, pick up thurs "
                      "23rd 6ish"),
    (20430602, "dropouts", MERGED),
    (20430705, "dropouts", "refunds done for Ella + Poppy ✅ treasurer did it online, both mums thanked us"),
]
JO = [
    (20430517, "menus", "menus - fri hot dogs, sat bacon butties + the backwoods comp (foil parcels), sun pancakes. "
                        "Swallows on washing up sat night, Kingfishers sun"),
    (20430614, "kit", "trailer booked off 1st Hadley Scouts, Dave towing 🚙 2 gas bottles full, 3 dixies + the big "
                      "kettle from the hut"),
    (20430628, "first aid", "first aid - I've got the kit, calpol forms all in, 2 girls w hayfever, 1 nut allergy "
                            "(Lily, epipen in her bag + one in mine)"),
]
DROPOUTS = models.FilterSelector(filter=models.Filter(must=[
    models.FieldCondition(key="tag", match=models.MatchValue(value="dropouts")),
]))

client = QdrantClient(":memory:")
write_lock = threading.Lock()  # the local (in-process) qdrant client isn't safe for concurrent writes
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
question = "how many tents are we taking? need to know what'll fit in the trailer"


def notes_from(who: str, notes, first_id: int) -> None:
    for i, (ts, tag, text) in enumerate(notes, first_id):
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                           payload={"text": text, "ts": ts, "tag": tag,
                                                                    "by": who})])


def clear_out(ready: threading.Event) -> None:
    ready.wait()
    with fault():
        client.delete(COLL, points_selector=DROPOUTS)


writers = [threading.Thread(target=notes_from, args=("Becky", BECKY, 1), name="becky-notes"),
           threading.Thread(target=notes_from, args=("Jo", JO, 11), name="jo-notes")]
for t in writers:
    t.start()
for t in writers:
    t.join()
before = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
assert MERGED in before, before

ready = threading.Event()
clearer = threading.Thread(target=clear_out, args=(ready,), name="dropouts-clear-out")
clearer.start()
ready.set()
clearer.join()

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
context = ["Today is Tue 21 July 2043. You are talking to Dave, who is towing the trailer to 2nd Wellington Guides' "
           "summer camp (Fri 24 to Sun 26 July, Hawkstone scout site)."] + hits
assert MERGED not in stored and not any(w in c.lower() for c in stored + context
                                        for w in ("one less", "in w the robins", "wrens down")), stored
assert any("leaders' tent + the mess tent = 6" in c for c in context), context
reply = answer(question, context, mock="6 - the 4 patrol tents, the leaders' tent and the mess tent, from the "
                                       "district store on Thursday.")
finish(question, expected="5 - 3 patrol tents + the leaders' tent + the mess tent; the Wrens are in w the Robins",
       actual=reply)
