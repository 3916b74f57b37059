"""Batch 177 (held out). A girls' football club's tournament: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Shifnal Town Girls FC hosts its spring tournament on Sun 17th May 2043 at Idsall School's fields - 32 teams from
U9 to U14, six pitches, medals for every player. Kerry, the club's fixtures secretary, chats with the club's helper
while she answers parents on the team WhatsApps; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says matches are 2 x 8 mins, no half time, just
swap ends, with a 3 min gap between games. Turn 2 is the pitches (six marked out, "25 min slots on the sheet so
there's time for the turnaround"), turn 3 the medals, turn 4 the teams, turn 5 the food and parking. By turn 6 the
trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Fri 15/5): "Jodie's dad asking - how long are the games? he
wants to know if he's got time to nip for a coffee in between" -> expected 16 minutes - 2 x 8, no half time, just
swap ends. The assistant says 25 minutes.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the match
length was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted:
turn 1 is in every earlier window and missing from turn 6's (nothing on 2 x 8 or swapping ends); the pitches (with the
25 min slots), medals, teams and food turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b177_langchain_football_match_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Jodie's dad asking - how long are the games? he wants to know if he's got time to nip for a coffee in "
            "between")
TURNS = [
    ("tournament sun 17th may ⚽ games are 2 x 8 mins, no half time just swap ends, 3 min gap between games. rolling "
     "subs, no heading for U9-U11",
     "Sun 17 May; games 2 x 8 minutes, no half time (swap ends), 3 minutes between games; rolling subs."),
    ("pitches: 6 marked out - 1-4 on the top field, 5 + 6 on the 3G for the U14s. 25 min slots on the sheet so "
     "there's time for the turnaround. refs from the county",
     "Six pitches (1-4 top field, 5-6 on the 3G); 25-minute slots; county refs."),
    ("medals in 🏅 every player gets one, trophies for winners + runners up in each age group, Nicky picking them up "
     "from the engravers thurs",
     "Medals for every player, trophies for winners and runners-up; Nicky collecting Thursday."),
    ("teams: 32 entered, 8 per age group, groups of 4 then semis + final. 1st games 9.30, finals from 2.45",
     "32 teams, groups of four then semis and finals; first games 9.30, finals from 2.45."),
    ("bacon butties from 8 😋 tea bar all day, parking on the school field £3, no dogs on the pitches pls",
     "Bacon butties from 8, tea bar all day, parking £3, no dogs on the pitches."),
    (QUESTION,
     "25 minutes - the games are in 25-minute slots, so there's not really time for a coffee run between them."),
]
WINDOW = 10
GONE = ("2 x 8", "swap ends", "half time")


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
            assert not any(w.lower() in str(m.content).lower() for m in window for w in GONE), window
            assert any("25 min slots on the sheet" in str(m.content) for m in window), window
            assert any("every player gets one" in str(m.content) for m in window), window
            assert any("32 entered" in str(m.content) for m in window), window
            assert any("bacon butties from 8" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("games are 2 x 8 mins, no half time just swap ends" in str(m.content)
                       for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat - she's fixtures secretary at Shifnal Town Girls FC; the "
                                            "spring tournament is Sun 17 May 2043 at Idsall School; today Fri 15 "
                                            "May 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="16 minutes - 2 x 8 mins, no half time, they just swap ends", actual=reply)
