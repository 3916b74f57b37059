"""Batch 291 (held out). A karate dojo's grading: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Todmorden Wado-Ryu Karate Club grade their kyu grades on Sat 26th Nov 2050 at the dojo (the old Co-op
upstairs). Sensei Paula chats with the club's helper while she sorts the grading - who's eligible, forms, belts,
the examiner; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the grading - kyu grades need 20 sessions since
their last grade plus Paula's say-so. Turn 2 is the forms and fee. In turn 3 Paula says the association have
dropped it to 16 sessions for the juniors this round, because the dojo was shut three weeks in October with the
boiler; seniors still need 20. Turns 4 to 8 are the belts, the attendance printout from the register (its header
still says "Min. attendance: 20 sessions since last grade"), the examiner, the running order and parking. By turn 9
the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 22/11): "Oliver P's mum is asking - he's done
17 since his yellow, is he ok to grade sat? he's 10" -> expected yes (juniors need 16 this round). The assistant
says no, he needs 20 and is three short.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
juniors' minimum 16 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 16 sessions, the boiler or the dropped minimum); the register printout, the examiner and the running order are
in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b291_langchain_karate_grading_eligible_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Oliver P's mum is asking - he's done 17 since his yellow, is he ok to grade sat? he's 10"
TURNS = [
    ("GRADING 🥋 sat 26th nov at the dojo, 10am kids, 12 adults. kyu grades need 20 sessions since their last grade "
     "+ my say so. can u help me keep track",
     "Of course - kyu grading Sat 26 Nov at the dojo, kids at 10 and adults at 12; 20 sessions since the last grade "
     "plus your say-so to be eligible."),
    ("forms out tonight, £28 a grade incl the new belt + certificate, back to me by fri 18th",
     "Forms go out tonight; £28 a grade including the belt and certificate, back to you by Fri 18th."),
    ("just off the phone w/ the assoc - they've dropped it to 16 sessions for the juniors this round cos we were "
     "shut 3 wks in oct w/ the boiler. seniors still 20",
     "Noted - for this grading juniors need 16 sessions since their last grade (the three weeks closed in October "
     "with the boiler); seniors still need 20."),
    ("belts ordered - 9 orange, 6 red, 4 yellow, 2 green. Sensei Tony's picking them up from Bradford weds",
     "Belts ordered: 9 orange, 6 red, 4 yellow and 2 green; Sensei Tony is collecting them from Bradford on "
     "Wednesday."),
    ("register printout for the grading file 🙄 'TODMORDEN WADO-RYU - GRADING 26/11 - Min. attendance: 20 sessions "
     "since last grade - Name / Grade / Sessions ...' - can u check the kids' names are spelt right",
     "The names on the printout look right to me."),
    ("examiner's Sensei Okoro from the Halifax club, he wants a table + a jug of water, no fuss",
     "The examiner is Sensei Okoro from the Halifax club - a table and a jug of water, nothing fancy."),
    ("running order - tinies + yellows first, then orange, then red + above. kata then kihon then kumite for the "
     "older ones",
     "Running order: tinies and yellow belts first, then orange, then red and above; kata, kihon, then kumite for "
     "the older ones."),
    ("parking - tell parents the Morrisons top car park, NOT outside the dojo, the bakery complained last time",
     "Parents to use the Morrisons top car park, not outside the dojo - the bakery complained last time."),
    (QUESTION,
     "No, not this time - he needs 20 sessions since his last grade, so he's 3 short. Next grading for him."),
]
WINDOW = 11
GONE = ("16 sessions", "boiler", "dropped it to 16")


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
            assert any("Min. attendance: 20 sessions since last grade" in str(m.content) for m in window), window
            assert any("Sensei Okoro" in str(m.content) for m in window), window
            assert any("tinies + yellows first" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("dropped it to 16 sessions for the juniors" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sensei Paula's chat - she runs Todmorden Wado-Ryu Karate Club; today "
                                            "Tue 22 November 2050, the kyu grading is Sat 26 Nov)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - juniors only need 16 sessions this round (the dojo was shut 3 weeks with the boiler)",
       actual=reply)
