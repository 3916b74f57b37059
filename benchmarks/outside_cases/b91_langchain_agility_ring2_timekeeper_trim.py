"""Batch 91 (held out). A county show's dog agility ring: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Carol is ring manager for ring 2 at the Herts County Show agility (Sat 21/6). She sorts the ring party and
the day in a chat with an assistant; each turn the history is trimmed to the last 12 messages (starting on a
human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 gives ring 2's party - judge Mrs Pauline Hartley
(G1-3 agility + jumping), Bob Dyer scrimer, Lynne timekeeping (she wants the spare stopwatch, hers is playing up),
Sue and Kath scribing, the juniors on the poles. The later turns are the course times, entries, Bob bringing the
tunnel bags, lunch, and parking. At turn 7 the trim drops turn 1. Question: "who's timekeeping in ring 2? I've got
the spare stopwatch in my bag" -> expected Lynne. The assistant can't see a timekeeper and says give it to Bob.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the tunnel-bags turn.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b91_langchain_agility_ring2_timekeeper_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("ring 2 party for sat 21/6 - judge Mrs Pauline Hartley (G1-3 agility + jumping), scrimer Bob Dyer, Lynne "
     "timekeeping (she wants the spare stopwatch, hers keeps sticking), Sue + Kath scribing, juniors on the poles",
     "Ring 2, Sat 21 June: judge Pauline Hartley for G1-3; Bob Dyer scrimer; Lynne on the watch (needs the spare "
     "stopwatch); Sue and Kath scribing; juniors as pole pickers."),
    ("times: walk for G1-3 agility 8.45 (10 min), first dog 9. jumping walk approx 11.30 depending. 64 in the "
     "agility, 58 in the jumping",
     "G1-3 agility walk 8.45 for 10 minutes, first dog 9; jumping walk around 11.30. 64 and 58 entries."),
    ("Bob's bringing the tunnel bags + the spare weave poles in his van, he's in for 7.15 to help build",
     "Bob brings the tunnel bags and spare weaves, arriving 7.15 to help build."),
    ("lunch for the ring party - the WI tent do sandwiches, I've ordered 8 x £6.50, collect 12.15",
     "Eight ring-party lunches from the WI tent at £6.50, collect at 12.15."),
    ("exhibitors park in the blue field this yr, ring party can use the officials car park by gate C, passes in "
     "the envelope",
     "Exhibitors in the blue field; ring party uses the officials' car park by gate C with passes."),
    ("weather says hot!! gazebo for the judge + the scribes, water bowls at the exit, ring party bring suncream",
     "Hot forecast: gazebo for judge and scribes, water bowls at the exit, suncream."),
    ("who's timekeeping in ring 2? I've got the spare stopwatch in my bag",
     "I can't see a timekeeper in what we've sorted so far - give the stopwatch to Bob, he's in first at 7.15 "
     "building the ring."),
]
WINDOW = 12


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("Lynne" in str(m.content) for m in window), window
            assert any("tunnel bags" in str(m.content) for m in window), window
            assert any("walk for G1-3" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Lynne timekeeping" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's ring 2 planning chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("who's timekeeping in ring 2? I've got the spare stopwatch in my bag", expected="Lynne", actual=reply)
