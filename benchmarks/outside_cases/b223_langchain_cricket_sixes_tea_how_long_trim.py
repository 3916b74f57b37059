"""Batch 223 (held out). A cricket club's six-a-side tournament: LangChain InMemoryChatMessageHistory + trim_messages
(last 9 messages), script style (every call its own trace, no app spans).

App: Bishop's Castle Cricket Club hold their sixes on Sun 8th August 2049 - eight teams in two groups of four on the
main square and the practice pitch, five-over games from 10, tea after the group games, then the semis and the
final. Gwen (the club secretary) chats with the club's helper while she sorts it; each turn the chat is trimmed to
its last 9 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the day - 10 o'clock start, tea 20 mins after the
group games, semis at 3.20. Turn 2 is the teams. In turn 3, about the bar, Gwen adds in passing that the WI are
doing the tea this year and they want it a proper sit-down with the urns and the china, so 40 mins, and the semis
go back to 3.40. Turn 4 is the umpires, turn 5 last year's running order for the helper to tidy (tea still 20 mins),
turn 6 the car park, turn 7 the prizes. By turn 8 the trim drops turns 1 to 3; turns 4 to 7 stay. Question (turn 8,
Fri 6/8): "how long's tea? doing the timings for the scoreboard lads" -> expected 40 minutes (the WI's sit-down
tea). The assistant says 20 minutes.

Expected verdict: UpdateError at langchain.trim_messages (turn 8's trim, wrapped in fault()): the turn that made tea
40 minutes was in the history and in every window from turn 3 to turn 7, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 7 and missing from turn 8's (nothing on the WI,
the 40 mins or 3.40); last year's running order (tea 20 mins), the umpires and the prizes are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b223_langchain_cricket_sixes_tea_how_long_trim", ["langchain_history", "litellm"])

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's tea? doing the timings for the scoreboard lads"
TURNS = [
    ("SIXES 🏏 sun 8th aug. 8 teams, 2 groups of 4, main square + the practice pitch. 5 overs a side, 1st ball 10am, "
     "tea 20 mins after the group games, semis 3.20, final after",
     "Noted - Sun 8 August: 8 teams in two groups of four, 5 overs a side from 10am, a 20-minute tea after the group "
     "games, semis at 3.20 then the final."),
    ("teams - us, Clun, Lydbury North, Montgomery, Kerry, Chirbury, the Three Tuns (pub team lol) + Newcastle on Clun",
     "Teams: Bishop's Castle, Clun, Lydbury North, Montgomery, Kerry, Chirbury, the Three Tuns and Newcastle-on-Clun."),
    ("bar - Three Tuns doing it again, opens 12. oh + the WI are doing the tea this yr 🙌 but they want a proper sit "
     "down w/ the urns + the china, so 40 mins, semis go back to 3.40",
     "Bar: the Three Tuns from 12. Noted - the WI are doing a sit-down tea, 40 minutes, semis moved to 3.40."),
    ("umpires - Bryn + Colin all day, Alun for the final, each team gives a scorer for 1 game",
     "Umpires: Bryn and Colin all day, Alun for the final; each team provides a scorer for one game."),
    ("can u tidy this, last yr's running order off the board - '10.00 group games 2.40 group games end, tea 20 mins "
     "3.00 semis 4.00 final 5ish presentation'",
     "'Running order: 10.00 group games; 2.40 group games end, tea (20 mins); 3.00 semis; 4.00 final; about 5 "
     "presentation.'"),
    ("car park - top field if it's dry, Pete's doing it w/ the juniors, £2 a car to the junior section",
     "Car park: the top field if dry, Pete and the juniors, £2 a car to the junior section."),
    ("prizes - shield + a crate of Three Tuns ale for the winners, jugs for the runners up, player of the day gets a "
     "bat from Colin's shop",
     "Prizes: the shield and a crate of Three Tuns ale for the winners, jugs for the runners-up, a bat for player "
     "of the day."),
    (QUESTION,
     "20 minutes - tea's straight after the group games, then the semis."),
]
WINDOW = 9
GONE = ("the wi are", "40 min", "3.40", "sit down", "sit-down", "china")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    history.add_messages([HumanMessage(user)])
    messages = history.messages
    if i == len(TURNS):
        with fault():
            window = trim(messages)
        assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
        assert any("tea 20 mins 3.00 semis" in str(m.content) for m in window), window
        assert any("umpires - Bryn + Colin" in str(m.content) for m in window), window
        assert any("player of the day" in str(m.content) for m in window), window
    else:
        window = trim(messages)
        if i >= 3:
            assert any("WI are doing the tea this yr" in str(m.content) for m in window), (i, window)
    msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
            for m in window]
    reply = answer(msgs[-1]["content"], "(Gwen's chat - she's secretary of Bishop's Castle Cricket Club; today Fri 6 "
                                        "August 2049, the sixes are Sun 8 August)",
                   mock=mock, history=msgs[:-1])
    history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="40 minutes - the WI are doing a proper sit-down tea this year (semis at 3.40)",
       actual=reply)
