"""Batch 206 (held out). A cricket club's quiz night: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Bishop's Castle Cricket Club holds its end-of-season quiz night on Fri 11th Oct 2047 in the pavilion - teams of
up to 6, six rounds, a curry at half time, the raffle for the new covers. Bev (the club's social sec) chats with the
club's helper while she sorts it; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Bev lists the teams so far - the 1st XI, the 2nd XI,
the vets, the juniors' parents, the bowls club, the Rotary, the Three Tuns lot, the WI, the Young Farmers (2 teams),
the Tuesday nets crowd, Sue's book club: 12 - and adds that Gwen's just texted, the WI can't come now (their AGM's
that night), so take them off: 11. Turn 2 is the curry, turn 3 the rounds, turn 4 the fb post to redo (last week's
said "12 teams in already, 8 tables left"), turn 5 the raffle and the bar. By turn 6 the trim drops turn 1; turns 2
to 5 stay. Question (turn 6, Tue 8/10): "how many more teams can we squeeze in? Brian reckons the pavilion takes 20
tables max" -> expected 9 (20 tables less the 11 teams in). The assistant says 8, from the fb post.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn saying the WI
have dropped out was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on Gwen, the AGM or the team list);
the curry, the rounds, the fb post and the raffle turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b206_langchain_cricket_quiz_teams_left_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many more teams can we squeeze in? Brian reckons the pavilion takes 20 tables max"
TURNS = [
    ("quiz teams so far 🏏🧠 1st XI, 2nd XI, the vets, juniors' parents, bowls club, Rotary, the Three Tuns lot, the "
     "WI, Young Farmers x2 (!!), tues nets crowd, Sue's book club = 12. ooh wait Gwen's just texted, WI can't come "
     "now, their AGM's the same night 🙄 so take them off. keep a list for me?",
     "List: 1st XI, 2nd XI, vets, juniors' parents, bowls club, Rotary, Three Tuns, Young Farmers (2), Tuesday nets, "
     "Sue's book club - the WI are out (AGM), so 11 teams."),
    ("curry - Spice Lounge again, chicken tikka masala + a veg balti + rice + naans, £7.50 a head, Raj drops it at "
     "half 8",
     "Curry: Spice Lounge, tikka masala, veg balti, rice and naans, £7.50 a head, delivered at 8.30."),
    ("rounds - sport, music, general knowledge, cricket (obvs), food + drink, + a picture round. Clive's quizmaster, "
     "10 Qs a round, no phones or he'll have u",
     "Rounds: sport, music, general knowledge, cricket, food and drink, pictures - Clive's quizmaster, 10 a round."),
    ("can u redo last wk's fb post for a reminder - 'QUIZ NIGHT fri 11th oct 7.30 in the pavilion 🏏 12 teams in "
     "already, 8 tables left, max 6 a team, curry incl!!' - say £10 a head",
     "Reminder: 'QUIZ NIGHT Fri 11th Oct, 7.30 in the pavilion - 12 teams in already, 8 tables left, max 6 a team. "
     "£10 a head, curry included!!'"),
    ("raffle's for the new covers, Dave's got a signed bat off the county lot. bar - Pete + Gaz, card machine's "
     "chargeing",
     "Raffle for the new covers (signed county bat from Dave); Pete and Gaz on the bar, card machine charging."),
    (QUESTION,
     "8 more - you've got 12 teams in and the pavilion takes 20."),
]
WINDOW = 10
GONE = ("gwen", "agm", "11 teams", "take them off", "wi are out")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Spice Lounge again" in str(m.content) for m in window), window
            assert any("Clive's quizmaster" in str(m.content) for m in window), window
            assert any("12 teams in already, 8 tables left" in str(m.content) for m in window), window
            assert any("signed bat" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Gwen's just texted" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's chat - she's social sec at Bishop's Castle Cricket Club; quiz "
                                            "night Fri 11 Oct 2047 in the pavilion; today Tue 8 Oct 2047)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="9 - 11 teams in (the WI dropped out, their AGM), 20 tables max", actual=reply)
