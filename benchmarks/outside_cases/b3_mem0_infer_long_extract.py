"""mem0 (the real `mem0ai` Memory, infer=True) against memtrace's LocalModelServer for chat and embeddings and an
in-process qdrant: a trip-planning assistant adds what the user pastes and lets mem0 extract the facts.

The user pastes a long planning note (over 300 words) with the key fact in the middle: "The ridge hike from Stari
Grad up to the fortress is 14 km one way".

Fault: mem0's extraction (the local model's fact list for that message, scripted with a FactBook as a model that
skims long inputs would) yields the ferry, the apartment, the boat trip and the dinner but not the hike. Later "How
far is the ridge hike, in miles?" finds nothing about it and the app answers "I don't know".

Expected: ExtractionError at the `mem0.add` call (its extract step, the op inside the fault window): the fact was in
the message mem0 took in and never reached a memory; search and answer were right for what was stored. Answer kind:
a number with a unit converted (14 km is about 8.7 miles).
"""
import tempfile

import common

common.setup("b3_mem0_infer_long_extract", ["mem0", "litellm"])

from mem0 import Memory  # noqa: E402
from qdrant_client import QdrantClient  # noqa: E402

from memtrace_otel.local_model import LocalModelServer, ScriptedPolicy  # noqa: E402

NOTE = (
    "Okay, here is everything for Hvar so I stop losing it. We land in Split on Thursday around noon and the "
    "catamaran to Stari Grad leaves at 15:30 from the main harbour, tickets are already in my email, gate 4 I think. "
    "The apartment is the blue house on Ulica Kod Konzuma, the host is called Mirela and she says the key is in a "
    "lockbox, code is the last four digits of my phone number. Friday is the beach day, probably Lucice bay because "
    "the kids want snorkelling and the water there is calm in the morning; we should take the bus at 9 because "
    "parking is hopeless. Saturday is the big one. The ridge hike from Stari Grad up to the fortress is 14 km one "
    "way, mostly shade for the first half, then open stone, so we start by 7 with three litres of water each, "
    "sun hats, the good boots and the blister kit, and we eat lunch at the little konoba near the top if it is open, "
    "otherwise sandwiches. I really do not want to do it in the afternoon heat again like in 2019 when we had to turn "
    "back halfway. Sunday we take it easy: a boat trip to the Pakleni islands, booked with Captain Ivo for 10:00, "
    "he picks us up at the riva, 40 euros a person, kids half price, bring cash because his card reader is always "
    "broken. Sunday evening is the birthday dinner for Ana at Giaxa in Hvar town, table for six at 20:00, and I "
    "still need to order the cake from the bakery next to the church, chocolate with no nuts because of Luka. "
    "Monday morning we pack, return the key to the lockbox, and take the 8:00 catamaran back to Split, then the "
    "flight home at 13:40. If anything changes I will tell you, but please remember all of this, especially the "
    "times, because I will ask you about them on the way."
)
assert len(NOTE.split()) > 300
FACTS = {NOTE: [  # the planted omission: no fact about the ridge hike
    "Catamaran from Split to Stari Grad leaves at 15:30 on Thursday",
    "Apartment is the blue house on Ulica Kod Konzuma, host Mirela, key in a lockbox",
    "Boat trip to the Pakleni islands with Captain Ivo on Sunday at 10:00, 40 euros a person, cash only",
    "Birthday dinner for Ana at Giaxa in Hvar town on Sunday at 20:00, table for six",
    "Return catamaran to Split on Monday at 8:00, flight home at 13:40",
]}
Q = "How far is the ridge hike, in miles?"

with LocalModelServer(ScriptedPolicy(facts=FACTS)) as srv:
    local = {"api_key": "x", "openai_base_url": srv.base_url}
    memory = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "trips", "embedding_model_dims": 64}},
        "history_db_path": tempfile.mkdtemp() + "/history.db",
    })
    with common.fault():
        memory.add([{"role": "user", "content": NOTE}], user_id="sanja")
    hits = memory.search(Q, filters={"user_id": "sanja"}, top_k=5)["results"]
ctx = [h["memory"] for h in hits]
assert ctx and not any("14 km" in c or "ridge" in c.lower() for c in ctx), ctx
ans = common.answer(Q, ctx, mock="I don't know — there is nothing about the ridge hike's distance in your notes.")
common.finish(Q, "about 8.7 miles", ans)
