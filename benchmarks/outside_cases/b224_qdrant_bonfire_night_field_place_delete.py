"""Batch 224 (held out). A village's bonfire night: qdrant collection of notes, two writers in threads (the
organiser and the fireworks man), then a clear-out of the pasted chat bits and the question; the clear-out deletes
the chat note that moved the bonfire to another field.

App: Much Wenlock's bonfire night is Fri 5th November 2049 - gates at 6, the bonfire lit at quarter to 7,
fireworks 7.30, hot dogs from the Rotary, WI soup, parking in the school yard. Gwen (the organiser) and Mal (who
does the fireworks) each file notes into one qdrant collection (payload ``kind``: bonfire, fireworks, food,
parking, posters, chat - bits pasted in from the committee's WhatsApp) from their own thread. Every Thursday Gwen
clears out the chat bits she thinks are dealt with (``client.delete(points_selector=kind == "chat")``); the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): Gwen's first note (2049-09-14T19:30) has the bonfire on Price's bottom field off the
Bridgnorth road, as every year. Mal's chat bit of Weds 27 Oct says Price rang, he's put the ewes on the bottom
field for the tupping, so they're on the top field by the water tower this year, in through the church lane gate -
pallets to go up there on the Saturday. Gwen's Thursday clear-out (Thu 28th) deletes every chat note, that one with
them. Question (Fri 29/10, Ray, bringing pallets): "which field's the bonfire in this yr? bringing a trailer of
pallets up sat am" -> expected the top field by the water tower (in through the church lane gate). The assistant
says Price's bottom field off the Bridgnorth road.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Mal's note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the field. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the water tower, the church lane gate or the ewes); the first note's bottom field is in the
context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b224_qdrant_bonfire_night_field_place_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "much-wenlock-bonfire-2049"
MOVED = ("Weds 27 Oct - Mal: Price rang, he's put the ewes on the bottom field for the tupping 🐑 so we're on the top "
         "field by the water tower this yr, in thru the church lane gate. pallets go up there sat am")
GWEN = [
    ("bonfire", "2049-09-14T19:30 BONFIRE NIGHT 🔥 fri 5th nov, Price's bottom field off the Bridgnorth rd as always. "
                "gates 6, bonfire lit quarter to 7, fireworks 7.30. £4 adults, kids free"),
    ("food", "food - Rotary doing hot dogs + burgers, WI soup (leek + potato), toffee apples from the school PTA. no "
             "glass pls"),
    ("parking", "parking in the school yard, Ray + Tony on hi-vis, bring a torch, it's pitch black on the lane"),
    ("posters", "22.10. posters up in the Co-op, the Gaskell + the surgery, 300 flyers thru doors ✔"),
]
MAL = [
    ("fireworks", "fireworks - £1200 from Hands' in Telford, 18 min show, firing from behind the rope, 50m, nobody "
                  "past the rope, no exceptions"),
    ("chat", MOVED),
    ("chat", "Thu 21st - Mal: got the rocket rack back off Dennis, ta to Ray for the loan of his trailer"),
    ("chat", "Tue 19th Oct - Gwen: can some1 ask the Rotary if they've still got the big urn"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()  # the local (in-process) qdrant client is not safe for concurrent writes


def writer(who: str, first_id: int, items: list) -> None:
    for i, (kind, text) in enumerate(items):
        point = models.PointStruct(id=first_id + i, vector=offline.embed([text])[0],
                                   payload={"text": text, "kind": kind, "by": who})
        with write_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=writer, args=("Gwen", 1, GWEN), name="gwen-organiser"),
           threading.Thread(target=writer, args=("Mal", 101, MAL), name="mal-fireworks")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(GWEN) + len(MAL)

question = "which field's the bonfire in this yr? bringing a trailer of pallets up sat am"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert MOVED in before, before

chat_only = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="chat"))])
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=chat_only))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Fri 29 October 2049. You are talking to Ray, who's helping build Much Wenlock's bonfire (bonfire "
           "night Fri 5 November)."] + hits
assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("water tower", "church lane", "ewes")), stored
assert any("Price's bottom field off the Bridgnorth rd as always" in c for c in context), context
reply = answer(question, context, mock="Price's bottom field off the Bridgnorth road, same as always - take the "
                                       "pallets there.")
finish(question, expected="the top field by the water tower (in through the church lane gate) - Price has the ewes "
                          "on the bottom field", actual=reply)
