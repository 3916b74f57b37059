"""Batch 96 (held out). A parent's chat about a junior rugby tour: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Kerry's son Josh is going on his first tour with the U12s, and she talks it through with an assistant over a
fortnight. Each turn the history is trimmed to the last 12 messages (starting on a human one) before the answer
call.

Planted fault (UpdateError, trimmed from the window): turn 1 pastes the club email: U12s to Exmouth, coach leaves
the club 7am Fri 4/4, back at the club about 4pm Mon 7/4 (the festival is Sunday, Monday is a beach day), £245 all
in. Later turns are the kit list, who he's rooming with, pocket money, the Sunday festival (finishes about 3, then
the tour dinner at the hotel) and his inhaler. At turn 7 the trim drops turn 1. Question: "what day do they get
back again? need to sort work" -> expected Monday (about 4 in the afternoon). The assistant says Sunday evening,
after the festival.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the festival's Sunday line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b96_langchain_rugby_tour_return_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day do they get back again? need to sort work"
TURNS = [
    ("club email re tour: U12s to Exmouth!! coach leaves the club 7am fri 4/4, back at the club approx 4pm MON "
     "7/4 (festival's on the sunday, mon is a beach day + fish and chips). £245 all in. josh is SO excited",
     "Exciting! Exmouth, leaving the club 7am Fri 4 April, back about 4pm Mon 7 April, £245 all in."),
    ("kit list says 2 sets of training kit, boots, gum shield, club hoodie for the dinner, swimmers for the pool",
     "Two training sets, boots, gum shield, club hoodie for the dinner and swimmers - name everything."),
    ("he's rooming w Alfie + the Hussain twins, Coach Gareth is next door thank god",
     "A room with Alfie and the Hussain twins, with Coach Gareth next door."),
    ("pocket money - they say max £30, handed to the coaches in a named envelope",
     "Up to £30 in a named envelope given to the coaches."),
    ("sunday is the festival at Exmouth RFC, 4 games each, finishes about 3 then the tour dinner at the hotel",
     "Sunday: the festival at Exmouth RFC, four games, done about 3, then the tour dinner."),
    ("he's got his blue inhaler, does the team manager need a form?",
     "Yes - the medical form, and the inhaler goes to the team manager in a labelled bag."),
    (QUESTION,
     "Sunday - the festival finishes about 3 and the tour dinner's that evening, so expect them back late Sunday."),
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
            assert not any("MON 7/4" in str(m.content) or "Mon 7 April" in str(m.content) for m in window), window
            assert any("sunday is the festival" in str(m.content) for m in window), window
            assert any("kit list" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("MON 7/4" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat about Josh's rugby tour)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Monday, around four in the afternoon", actual=reply)
