"""Batch 82 (held out). A wedding band's bookings: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gemma does the bookings for Velvet Jukebox, a five-piece function band. After each call or email she types a
note into the band's assistant, which goes into mem0 with ``memory.add(messages, user_id="velvet-jukebox",
metadata={"date": ...})``; mem0's LLM pulls out the facts. Seven notes, April - June 2031.

Planted fault (ExtractionError, omitted at extraction): Gemma's note of 2/6 says the Hallworth bride rang, the
registrar can only do 2pm so the whole day slides along and the first set is now quarter to 9 (second 10-11, the
barn's licence is fine till half 11); the same note says the £1,150 balance for the Hallworths came in and Dan's new
in-ears arrived. The extraction keeps the balance and the in-ears and drops the set times. The booking note (April)
says sets 8-9 and 9.30-10.30. Question (Fri 13/6, Dan the drummer): "what time are we on for the first set
tomorrow?" -> expected 8.45. The assistant says 8.

Expected verdict: ExtractionError at mem0.extract inside the 2/6 add (fault() wraps that one add). Asserted: the
note has the 8.45; no stored memory mentions it or the registrar, while the balance from the same note and the
booking's set times are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b82_mem0_band_firstset_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "velvet-jukebox"
MORE = ("Claire Hallworth rang re sat 14th - registrar can only do 2pm not 1 so the whole day slides along, first "
        "set now 8.45 (2nd 10-11), she's checked w the barn + the licence is fine til 11.30. ALSO their £1,150 "
        "balance came in today, so they're all paid up. Dan's new in-ears arrived, he's v happy")
NOTES = [
    ("2031-04-03", "BOOKED: Hallworth/Pryce wedding sat 14 June, Elmcote Barn nr Ledbury. 2 x 60 sets 8-9 + "
                   "9.30-10.30, first dance 7.45 (Make You Feel My Love), DJ playlist between. fee £1,450, dep £300 "
                   "paid",
     ["Hallworth/Pryce wedding on Saturday 14 June at Elmcote Barn near Ledbury",
      "Hallworth wedding: two 60-minute sets, 8-9pm and 9.30-10.30pm, first dance at 7.45",
      "Hallworth wedding fee is £1,450, £300 deposit paid"]),
    ("11th April", "Tom's doing a dep for the Bristol corporate 26/4, Raf can't make it (his sister's 40th)",
     ["Tom is depping on bass for the Bristol corporate on 26 April because Raf can't make it"]),
    ("20/4/31", "Elmcote Barn load-in via the yard gate, code 4417, stage is the hay loft end. 13A sockets x4, "
                "no limiter thank god",
     ["Elmcote Barn: load in through the yard gate, code 4417",
      "Elmcote Barn has four 13A sockets on the stage and no sound limiter"]),
    ("May 9", "Hallworths balance (£1,150) due 1 wk before. sent them the song list form",
     ["The Hallworth balance is due a week before the wedding",
      "Sent the Hallworths the song list form"]),
    ("2/6", MORE,
     # the planted fault: the new set times are dropped
     ["The Hallworths' balance has been paid; they are fully paid up",
      "Dan's new in-ear monitors have arrived"]),
    ("June 5th", "Hallworth song list back - no Mr Brightside (!!), add Valerie + Dancing in the Moonlight",
     ["Hallworth song list: no Mr Brightside; add Valerie and Dancing in the Moonlight"]),
    ("10.6.31", "van booked fri-sun from Hendy's £140, Raf picking up fri 5pm. hot food for band at 6.30 at the barn",
     ["Van booked Friday to Sunday from Hendy's for £140, Raf picks it up Friday at 5pm",
      "Band hot food at Elmcote Barn at 6.30"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="velvet-jukebox"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MORE:
                assert "first set now 8.45" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are we on for the first set tomorrow?"
    with turn_span("question Fri 13/6"):
        hits = []
        for query in ("Hallworth wedding first set time", "Elmcote Barn sets start", "Hallworth balance paid",
                      "band food van"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 13 June 2031. You are talking to Dan, the band's drummer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("8-9pm and 9.30-10.30pm" in c for c in context), context
        assert any("fully paid up" in c for c in context), context
        assert not any("8.45" in s or "registrar" in s.lower() or "2pm" in s for s in stored + context[1:]), stored
        reply = answer(question, context, mock="First set's at 8pm, running till 9, then 9.30 to 10.30. Food's at "
                                               "6.30 at the barn.")
finish(question, expected="quarter to nine", actual=reply)
