"""Batch 168 (held out). A chess club's junior organiser chatting before the tournament: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Kestrel Chess Club's junior rapidplay is Sat 19th March 2039 at St Mark's church hall - U9, U11 and U14 sections,
6 rounds, medals and book tokens. Priya, the junior organiser, chats with the club's helper in the week before, and
parents' questions come through the same chat; each turn the chat is trimmed to its last 10 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the kit list for the day - a pen (not a
pencil, the arbiter's fussy about scoresheets), a water bottle, a nut-free packed lunch (one of the U9s has a bad
allergy) and a jumper, the hall's freezing till the heating kicks in - and, in passing, that the trophies are in her
boot. Turn 2 is registration (8.45-9.15, first round 9.30), turn 3 the pairings and the arbiter, turn 4 parking, turn 5
clocks (they're 3 short - if a kid has a clock, bring it, name on the back). By turn 6 the trim drops turn 1; turns 2
to 5 stay. Question (turn 6, Weds 16/3, Priya typing a parent's question): "what do the kids need to bring on sat?" ->
expected a pen, a water bottle, a nut-free packed lunch, a jumper, and a clock if they've got one. The assistant says
just a clock if they've got one, name on the back.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the kit list
was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn 1 is
in every earlier window and missing from turn 6's (nothing on the pen, water, lunch or jumper); the registration,
pairings, parking and clocks turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b168_langchain_chess_kit_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do the kids need to bring on sat?"
TURNS = [
    ("kit list for sat: a pen (NOT pencil, the arbiter's fussy abt scoresheets), water bottle, packed lunch - nut free "
     "pls, one of the U9s has a bad allergy - and a jumper, the hall's freezing till the heating kicks in abt 11. "
     "trophies are in my boot already 🏆",
     "Kit: pen (not pencil), water bottle, nut-free packed lunch, a jumper."),
    ("registration 8.45-9.15 at the hall, first round 9.30 sharp. late = they miss rd 1, half pt bye",
     "Registration 8.45-9.15, round 1 at 9.30; latecomers get a half-point bye."),
    ("pairings on the board by the kitchen hatch, Mr Okafor's arbiter, sections U9 U11 U14",
     "Pairings by the kitchen hatch; Mr Okafor arbiting; U9, U11, U14."),
    ("parking - church car park's tiny, use the Co-op on Dale St, they said fine till 5",
     "Park at the Co-op on Dale St, fine till 5."),
    ("clocks!! we're 3 short. if a kid's got a clock bring it, name on the back",
     "Noted: bring a clock if they have one, name on the back."),
    (QUESTION,
     "Just a chess clock if they've got one - put their name on the back."),
]
WINDOW = 10


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
            assert not any(w in str(m.content) for m in window for w in ("pen", "water", "lunch", "jumper")), window
            assert any("registration 8.45-9.15" in str(m.content) for m in window), window
            assert any("Mr Okafor's arbiter" in str(m.content) for m in window), window
            assert any("parking - church car park" in str(m.content) for m in window), window
            assert any("clocks!! we're 3 short" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("kit list for sat: a pen" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Priya's chat - she's the junior organiser for Kestrel Chess Club's "
                                            "junior rapidplay, Sat 19 March 2039 at St Mark's church hall; today Weds "
                                            "16 March 2039)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="a pen (not a pencil), a water bottle, a nut-free packed lunch, a jumper, and a clock if "
                          "they've got one", actual=reply)
