"""b5: a band's group-chat assistant keeps the chat in Graphiti (graphiti-core on its embedded Kuzu driver; its LLM
is the scripted OpenAI-compatible server of b3_support standing in for the provider's structured outputs, the
embeddings the local model's). Script style, asyncio: every ``add_episode`` and the question's ``search`` are their
own traces.

Episodes (one chat message each, with the day it was said as ``reference_time``):
  2 June: the Lantern gig is confirmed for Saturday 13 June;
  4 June: Kofi can't make the Lantern gig (his sister's wedding); Sam from Bluebird will dep on drums for it;
  6 June: Kofi is the band's drummer and booked the rehearsal room;
  8 June: Dee brings the PA to the Lantern gig.

Planted fault: the extraction of the 4 June episode keeps "Kofi can't play the Lantern gig" and drops the dep: no
fact and no entity for Sam (``graphiti.add_episode`` of that episode, wrapped in ``fault()``).

Question (multi-hop: the drummer, his absence, who covers): "Who's playing drums at the Lantern gig?" Expected "Sam
from Bluebird". The search returns the Lantern and drummer facts; the model answers "Kofi".

Why ExtractionError at graphiti.add_episode: the only text that says Sam deps is the 4 June message; its episode's
extraction kept none of that part, so no memory unit (fact or entity) ever held it. Another reading: the model could
be blamed for answering "Kofi" although "Kofi can't play the Lantern gig" was in its context (a ResponseError on the
part it got wrong), but the expected name is in no fact it was shown, so the memory fault comes first.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_graphiti_band_dep_extract", ["graphiti", "litellm"])

EPISODES = [
    (2, "Jess: The Lantern gig is confirmed for Saturday 13 June - doors at 8pm, we're on at 9."),
    (4, "Kofi: I can't make the Lantern gig, it's my sister's wedding that day. Sam from Bluebird said he'll dep on "
        "drums for that one."),
    (6, "Jess: Reminder that Kofi is our drummer and he's booked the rehearsal room for Thursday."),
    (8, "Jess: Dee will bring the PA for the Lantern gig."),
]

# what the scripted extraction model says each episode holds (the 4 June one: the planted omission of the dep)
FACTS = {
    "Lantern gig is confirmed": [("The band", "PLAYS_AT", "The Lantern",
                                  "The band plays the Lantern gig on Saturday 13 June, on stage at 9pm")],
    "I can't make the Lantern gig": [("Kofi", "UNAVAILABLE_FOR", "The Lantern gig",
                                      "Kofi can't play the Lantern gig because of his sister's wedding")],
    "Kofi is our drummer": [("Kofi", "DRUMMER_OF", "The band", "Kofi is the band's drummer"),
                            ("Kofi", "BOOKED", "Rehearsal room", "Kofi booked the rehearsal room for Thursday")],
    "Dee will bring the PA": [("Dee", "BRINGS", "PA", "Dee is bringing the PA to the Lantern gig")],
}
SCRIPT = b3_support.GraphitiScript(FACTS, people=["Jess", "Kofi", "Dee"])
QUESTION = "Who's playing drums at the Lantern gig?"


async def main() -> list[str]:
    with b3_support.graphiti_server(SCRIPT) as server:
        g = await b3_support.make_graphiti(server, os.path.join(tempfile.mkdtemp(prefix="b5-kuzu-"), "band.kuzu"))
        try:
            for day, body in EPISODES:
                call = g.add_episode(name=f"band chat {day} June", episode_body=body, source_description="band chat",
                                     reference_time=datetime(2026, 6, day, 19, 0, tzinfo=timezone.utc))
                if day == 4:
                    with fault():
                        await call
                else:
                    await call
            edges = await g.search(QUESTION)
            return [e.fact for e in edges]
        finally:
            await g.close()


context = asyncio.run(main())
assert context, "the search returned nothing"
assert not any("Sam" in c or "Bluebird" in c for c in context), context  # the fault decided: never extracted
reply = answer(QUESTION, context, mock="Kofi - he's the band's drummer.")
finish(QUESTION, "Sam from Bluebird", reply)
