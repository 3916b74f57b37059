"""Batch 349 (held out). A hackathon's team registration sheet: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Hack the Harbour 2051 runs Sat 13 - Sun 14 May 2051 at the Fish Quay sheds in North Shields - teams of up to
4, a registration sheet (team | members | table | status), lanyards printed the night before. Leah (the organiser)
pastes rows from the sheet into the event helper as they change, and re-enters a changed row lower down with its
new status rather than editing the old one; each turn the chat is trimmed to its last 11 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the first rows of the sheet - Kestrel | Ana Ruiz,
Bilal Shah, Chen Wu | table 4 | REGISTERED, and two other teams. Turn 2 is the waitlist. In turn 3 Leah re-enters
Kestrel's row: Ana Ruiz, Bilal Shah, Dami Okon | table 4 | REGISTERED - Chen's withdrawn (exams), Dami's in off the
waitlist. Turns 4 to 8 are the lanyard export from the form (which never updates, so it still has Chen), the
tables, the dietary sheet, the prizes and the wifi. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Fri 12/5, Leah): "who's on Kestrel? doing their lanyards now" -> expected Ana Ruiz, Bilal Shah and
Dami Okon (Chen Wu withdrew). The assistant gives Ana Ruiz, Bilal Shah and Chen Wu.

Why the expected verdict is UpdateError at langchain.trim_messages (turn 9's trim, which fault() wraps): the turn
re-entering Kestrel's row with Dami was in the history and in every window from turn 3 to turn 8, and this trim cut
it from the window the model saw, which then had only the stale lanyard export. Asserted: turn 3 is in every window
from turn 3 to turn 8 and missing from turn 9's (nothing on Dami, "withdrawn" or the waitlist); the lanyard export
with Chen, the tables and the dietary sheet are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b349_langchain_hackathon_team_members_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's on Kestrel? doing their lanyards now"
TURNS = [
    ("reg sheet so far (2051-05-02), can u keep track pls\n"
     "team | members | table | status\n"
     "Kestrel | Ana Ruiz, Bilal Shah, Chen Wu | 4 | REGISTERED\n"
     "Null Island | Kofi A, Sara Lind, Max Byrne, Ife Bello | 12 | REGISTERED\n"
     "Tidewatch | Olu Ade, Jess Park | - | PENDING (need a 3rd?)",
     "Got it: Kestrel (Ana Ruiz, Bilal Shah, Chen Wu, table 4) and Null Island (4, table 12) are registered; "
     "Tidewatch (Olu Ade, Jess Park) is pending."),
    ("waitlist (solo signups, no team yet)\n- Dami Okon (backend, Go)\n- Hugo Reyes (design)\n- Lena Fox (hardware)",
     "Waitlist: Dami Okon (backend), Hugo Reyes (design), Lena Fox (hardware)."),
    ("row change, re-entering:\n"
     "Kestrel | Ana Ruiz, Bilal Shah, Dami Okon | 4 | REGISTERED  <- Chen's withdrawn (exams 😩), Dami's in off "
     "the waitlist, Ana's happy",
     "Updated: Kestrel is now Ana Ruiz, Bilal Shah and Dami Okon at table 4 - Chen Wu withdrew and Dami came in from "
     "the waitlist."),
    ("lanyard export from the form (Thu 11/5) - the form never updates grr\n"
     "KESTREL: Ana Ruiz / Bilal Shah / Chen Wu\nNULL ISLAND: Kofi A / Sara Lind / Max Byrne / Ife Bello\n"
     "TIDEWATCH: Olu Ade / Jess Park / Hugo Reyes",
     "That's the export as the form has it; I'll go by the sheet where they differ."),
    ("tables: 1-15 in the big shed, power strips on every table, 4 + 12 are by the windows (Kestrel + Null Island "
     "asked for daylight lol)",
     "Tables 1-15 in the big shed with power strips; 4 and 12 are by the windows."),
    ("dietary sheet\nname,diet\nBilal Shah,halal\nSara Lind,vegan\nChen Wu,gluten free\nIfe Bello,none",
     "Dietary: Bilal halal, Sara vegan, Chen gluten free, Ife no requirements."),
    ("prizes: best overall £500, best use of the tide data £250, people's choice = a drone 🚁",
     "Prizes: £500 best overall, £250 best use of the tide data, and a drone for people's choice."),
    ("wifi = HarbourHack / pw on the whiteboard, backup 4G dongles x3 at the desk",
     "Wifi HarbourHack (password on the whiteboard); three 4G dongles at the desk as backup."),
    (QUESTION,
     "Kestrel is Ana Ruiz, Bilal Shah and Chen Wu - table 4, by the windows."),
]
WINDOW = 11
GONE = ("dami", "withdrawn", "waitlist")


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
            assert any("KESTREL: Ana Ruiz / Bilal Shah / Chen Wu" in str(m.content) for m in window), window
            assert any("4 + 12 are by the windows" in str(m.content) for m in window), window
            assert any("Chen Wu,gluten free" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Chen's withdrawn (exams" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Leah's chat - she organises Hack the Harbour 2051, Sat 13 - Sun 14 May "
                                            "at the Fish Quay sheds; today Fri 12 May 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Ana Ruiz, Bilal Shah and Dami Okon - Chen Wu withdrew (exams), Dami came off the waitlist",
       actual=reply)
