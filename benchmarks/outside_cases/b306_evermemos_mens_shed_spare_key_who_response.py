"""Batch 306 (held out). A men's shed's spare key: EverMemOS sync client (offline stand-in), script style (every call
its own trace); the answer call has the handover of the spare key in its context and names the man who handed it on.

App: Luddenden Foot Men's Shed (a community workshop in an old mill unit, open Tues and Thurs, woodwork, tool
repairs, brews) keep their WhatsApp group in EverMemOS - Dennis (the coordinator), Ken, Brian - and the helper
answers members' questions from a search of it.

Planted fault (ResponseError, ignored sufficient context): Dennis's message of 2051-05-30T18:00 says the main key's
on his ring and the spare lives with him too, 14 Syke Lane, knock any time before 9pm; Ken's of 6/6 is the open day
setting-up list; Dennis's of Thu 15th June says he's off to his Julie's in Alicante for three weeks from Saturday and
has left the spare key with Pete at the Co-op (on earlies, there from 6), Alan's got the main one for the Tues and
Thurs sessions; Brian's of Mon 19th says the bird tables want varnishing before the fete. Question (Weds 21/6,
Ken): "who's got the spare key to the shed? want to get in early sat to varnish the bird tables" -> expected Pete at
the Co-op (Dennis is in Spain till July). The model says Dennis, 14 Syke Lane.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Dennis's first message and the one handing the spare key to Pete while he's away, and the model named
Dennis. Asserted: the context has both key messages.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b306_evermemos_mens_shed_spare_key_who_response", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "luddenden-mens-shed-whatsapp"
MESSAGES = [
    ("dennis", "2051-05-30T18:00:00Z", "SHED KEYS 🔑 main key's on my ring, spare lives with me too - 14 Syke Lane, "
                                       "knock anytime b4 9pm if u want to get in outside sessions. don't lend it out"),
    ("ken", "2051-06-06T10:20:00Z", "open day set up list - gazebo from the cricket club, 2 tables, the urn, bacon "
                                    "(Brian), sharpening stall needs an extension lead"),
    ("dennis", "2051-06-15T21:05:00Z", "off to our Julie's in Alicante for 3 wks from sat 🌞🍺 I've left the spare key "
                                       "with Pete at the Co-op (he's on earlies so he's there from 6), Alan's got "
                                       "the main one for tues + thurs. behave!!"),
    ("brian", "2051-06-19T11:45:00Z", "bird tables for the fete want varnishing b4 sat 1st, 6 of them, the yacht "
                                      "varnish is under the sink"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)
for i, (who, when, text) in enumerate(MESSAGES, 1):
    client.v0.memories.add(content=text, create_time=when, message_id=f"wa-{i}", sender=who, group_id=GROUP,
                           flush=True)

question = "who's got the spare key to the shed? want to get in early sat to varnish the bird tables"
context = ["Today is Weds 21 June 2051. You are talking to Ken, a member of Luddenden Foot Men's Shed."]
for query in ("spare key to the shed", "who has the key", "Dennis away"):
    found = client.v0.memories.search(extra_query={"query": query, "top_k": 10})
    for m in found.result.memories:
        if text_of(m) and text_of(m) not in context:
            context.append(text_of(m))
assert any("spare lives with me too - 14 Syke Lane" in c for c in context), context
assert any("left the spare key with Pete at the Co-op" in c for c in context), context
with fault():
    reply = answer(f"(Ken) {question}", context,
                   mock="Dennis has the spare - it lives at his, 14 Syke Lane. Knock before 9pm and he'll lend it you.")
finish(question, expected="Pete at the Co-op - Dennis left it with him while he's in Alicante (there from 6am)",
       actual=reply)
