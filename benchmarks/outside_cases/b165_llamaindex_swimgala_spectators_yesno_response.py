"""Batch 165 (held out). A swimming parent's chat before an under-11s gala: LlamaIndex Memory (sync put/get), one
root span per turn; the answer call has the balcony shut and answers from the usual spectator rule.

App: Gemma's daughter Ruby swims for Brackenford Otters in the under-11s gala v Hartley and Bramley on Sat 14th May
2039 at Brackenford leisure centre. Gemma chats with the club's helper in the week before; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, Ruby's events (25m free, 25m back
and the relay) and the usual rule - spectators on the balcony, 2 per swimmer, £3 on the door; in turn 2, Karen the
team manager saying the balcony's shut this time - the leisure centre found cracks in the glass panels - so no
spectators poolside or upstairs, it'll be on the club facebook live instead; turn 3 is kit and turn 4 the packed
lunch. The model answers from the 2 per swimmer. Question (turn 5, Thu 12/5): "can grandma come and watch Ruby?
she's bought a new cardi specially lol" -> expected no - the balcony's shut (cracked glass), no spectators at all;
she can watch on the club's facebook live. The assistant says yes, 2 per swimmer, £3 on the door.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the balcony being
shut with no spectators is in the context the model was given, and it answered from the usual rule. Asserted: both
lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b165_llamaindex_swimgala_spectators_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can grandma come and watch Ruby? she's bought a new cardi specially lol"
TURNS = [
    ("gala sat 14th - Ruby's in 25m free, 25m back + the relay!! spectators on the balcony, 2 per swimmer, £3 on "
     "the door",
     "Ruby: 25m free, 25m back and the relay. Spectators on the balcony, 2 per swimmer, £3 on the door."),
    ("Karen (TM) msg'd - balcony's shut this time, the leisure centre found cracks in the glass panels 😞 so NO "
     "spectators, not poolside or upstairs. it'll be on the club fb live instead",
     "The balcony's shut (cracked glass), so no spectators this time; it'll be on the club's facebook live."),
    ("kit: club hat + 2 pairs of goggles, name on everything, she's poolside for 8.30",
     "Kit: club hat, 2 pairs of goggles, names on; poolside 8.30."),
    ("packed lunch, no nuts, they get a half hr break at 11.45",
     "Packed lunch, no nuts; lunch break at 11.45."),
    (QUESTION,
     "Yes - spectators watch from the balcony, 2 per swimmer, £3 on the door, so grandma can come."),
]

memory = Memory.from_defaults(session_id="brackenford-otters-gala-gemma", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 12 May 2039. You are talking to Gemma, whose daughter Ruby swims in the "
                       "Brackenford Otters under-11s gala (Sat 14 May)."] + lines[:-1]
            assert any("spectators on the balcony, 2 per swimmer" in c for c in context), context
            assert any("balcony's shut this time" in c and "NO spectators" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="no - the balcony's shut (cracks in the glass), no spectators this time; she can watch on "
                          "the club's facebook live", actual=reply)
