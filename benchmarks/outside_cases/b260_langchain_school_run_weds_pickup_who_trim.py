"""Batch 260 (held out). A family's school-run rota chats: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Gemma keeps the family's school-run rota for Mia (Year 4) and Jacob (Year 1) at Warley Road Primary in a chat
with the family helper - who does the drop-off and the pick-up each day between her, Rob (the kids' dad), Nana Pat
and Auntie Kerry, plus clubs, swimming and the odd swap. Each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Sun 3rd Sept 2051) is the rota for the new term -
pick-ups Mon Gemma, Tue Nana Pat, Weds Rob, Thu Gemma, Fri Auntie Kerry. Turn 2 is the drop-offs and breakfast
club. In turn 3 Gemma says Rob's got the new shift pattern from the 18th, so he can't do Wednesdays any more -
Nana's swapping, she's doing Weds now, and Rob's having Tuesdays when he's off. Turns 4 to 8 are swimming on
Wednesdays at 4.15, the school's gate list (still the summer term's names, with Rob on Weds; Gemma will email the
office), PE kit days, Jacob's reading book and the Friday tea at Kerry's. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Tue 19/9): "who's picking up on weds? the office want a name for the gate
list" -> expected Nana Pat. The assistant says Rob.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that gave
Wednesdays to Nana Pat was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on the shift pattern or Nana doing Weds); the old gate list, swimming and the Friday tea are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b260_langchain_school_run_weds_pickup_who_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's picking up on weds? the office want a name for the gate list"
TURNS = [
    ("Sun 3rd Sept - new term rota 🎒 pick ups: mon me, tues Nana Pat, weds Rob, thurs me, fri Auntie Kerry. 3.15 "
     "at the Warley Rd gate. can u keep track of it all for me",
     "Of course. Pick-ups from 3.15 at the Warley Road gate: Monday you, Tuesday Nana Pat, Wednesday Rob, Thursday "
     "you, Friday Auntie Kerry."),
    ("drop offs all me except fri (Rob). breakfast club mon + thurs for Mia, £4.50, 7.45 start",
     "Drop-offs are all you except Friday, which is Rob. Mia's at breakfast club Monday and Thursday, 7.45, £4.50."),
    ("ugh Rob's got the new shift pattern from the 18th so he cant do weds anymore 😩 Nana's swapping - she's "
     "doing weds now + Rob's having tuesdays when he's off",
     "Got it - from the 18th Nana Pat does the Wednesday pick-up and Rob does Tuesdays."),
    ("swimming weds 4.15 at the Leisure Centre for both of them, bags in the boot, goggles!!",
     "Swimming Wednesdays at 4.15 at the Leisure Centre for both - bags and goggles in the boot."),
    ("school's sent the gate list back to check, its still last terms - 'Mon: G Firth, Tue: P Firth, Wed: R Firth, "
     "Thu: G Firth, Fri: K Haigh' - I'll email the office, is there owt else wrong on it",
     "The names match last term's list; just make sure the office has any changes you've told me about."),
    ("PE is tues + fri this yr, kit in on mon, stays in school all wk",
     "PE on Tuesdays and Fridays - the kit goes in on Monday and stays in school all week."),
    ("Jacob's reading book needs signing every night, its in the red folder 📕",
     "Jacob's reading book is in the red folder and needs signing every night."),
    ("fri tea at Kerry's, she does fish fingers, Mia won't eat peas so dont let her say they're allergic 😂",
     "Friday tea is at Kerry's - fish fingers, and Mia isn't allergic to peas, she just doesn't like them."),
    (QUESTION,
     "Rob - Wednesday's his pick-up, from 3.15 at the Warley Road gate, then swimming at 4.15."),
]
WINDOW = 11
GONE = ("shift pattern", "nana's swapping", "doing weds now", "nana pat does the wednesday")


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
            assert any("Wed: R Firth" in str(m.content) for m in window), window
            assert any("swimming weds 4.15" in str(m.content) for m in window), window
            assert any("fri tea at Kerry's" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Nana's swapping - she's doing weds now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gemma's chat - the school run for Mia, Year 4, and Jacob, Year 1, at "
                                            "Warley Road Primary; today Tue 19 September 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Nana Pat - she took Wednesdays when Rob went on his new shifts", actual=reply)
