"""Batch 138 (held out). A brass band secretary's chat: LangChain InMemoryChatMessageHistory + trim_messages (last 12
messages), one root span per turn.

App: Karen is secretary of Holme Valley Silver Band (2nd section) and keeps a running chat with the helper through
the contest season - rehearsals, the professional coach (Russell), the Areas, players and music; each turn the chat
is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Karen says Russell can't do Thurs 21st for the
extra rehearsal - he's adjudicating at the Pontins contest that weekend and travelling down the Thursday - so it's
Tue 19th instead, 7.30-9.30 at the bandroom, full band; and, in passing, that Pete's picked up the new music
folders. In turn 2 she pastes the season card that went out at Christmas, to have it tidied for the band's
WhatsApp: the Areas (Sat 6 March, Blackpool Winter Gardens, test piece Rococo Variations, draw 9am), band nights
Tues + Thurs 7.30-9.30, and the extra rehearsals with Russell on Thurs 21st Jan and Thurs 11th Feb. By turn 7 the
trim drops turn 1; the pasted season card stays. Question (turn 7, Sat 16/1): "which night's the extra one with
russell next wk? need to swap my shift at the hospital" -> expected Tuesday 19th (Russell's away adjudicating on the
Thursday). The assistant says Thursday 21st.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moves
the extra rehearsal was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted season card is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b138_langchain_brassband_extra_rehearsal_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which night's the extra one with russell next wk? need to swap my shift at the hospital"
TURNS = [
    ("russell can't do thurs 21st for the extra, he's adjudicating at pontins that wkend + driving down the thurs. "
     "so we're doing it tue 19th, 7.30-9.30 bandroom, full band not sectionals. oh + Pete's picked up the new "
     "music folders from Wright & Round, 30 of them, £4 each",
     "Noted: the extra rehearsal with Russell moves from Thu 21 Jan to Tue 19 Jan, 7.30-9.30 at the bandroom, full "
     "band. Pete has collected 30 new music folders (£4 each)."),
    ("can u tidy this up for the band whatsapp, its the season card from xmas: AREAS sat 6 march Blackpool Winter "
     "Gardens, test piece Rococo Variations, draw 9am, we're 2nd section. band nights tues + thurs 7.30-9.30. "
     "EXTRA w Russell thurs 21st jan + thurs 11th feb 7.30-9.30. sunday workshop 31st jan 10-4 w Russell, bring "
     "a packed lunch. uniform check at the feb one",
     "Holme Valley Silver Band - season: Areas on Sat 6 March at Blackpool Winter Gardens (2nd section, test piece "
     "Rococo Variations, draw 9am). Band nights Tuesdays and Thursdays 7.30-9.30. Extra rehearsals with Russell: "
     "Thu 21 Jan and Thu 11 Feb, 7.30-9.30. Sunday workshop with Russell 31 Jan, 10-4, bring a packed lunch. "
     "Uniform check at the February one."),
    ("new 2nd cornet starting, Aisha, she was in the youth band, lovely sound, needs a jacket 36in",
     "Aisha (ex youth band) is joining on 2nd cornet; she needs a 36in jacket."),
    ("flugel's valves are sticking, Dave's taking it to Mike at the repair place in Holmfirth, back weds",
     "The flugel's sticking valves are being repaired in Holmfirth (Dave's taking it); back Wednesday."),
    ("subs - £10 a month from feb, agreed at the AGM. standing order form in the folder",
     "Subs are £10 a month from February (agreed at the AGM); the standing order form is in the folder."),
    ("coach booked for blackpool, Hulley's, 49 seater, leaves the bandroom 6.45am, £640 all in",
     "Coach to Blackpool booked with Hulley's: 49 seats, leaving the bandroom at 6.45am, £640 in total."),
    (QUESTION,
     "Thursday 21st - 7.30 till 9.30 at the bandroom with Russell."),
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
            assert not any("tue 19th" in str(m.content) or "Tue 19 Jan" in str(m.content)
                           or "adjudicating" in str(m.content) for m in window), window
            assert any("EXTRA w Russell thurs 21st jan" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("so we're doing it tue 19th" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Karen's chat as secretary of Holme Valley Silver Band, 2nd section; "
                                            "January 2038, today Sat 16 Jan)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tuesday 19th, 7.30-9.30 at the bandroom - Russell's adjudicating at Pontins so it's off "
                          "the Thursday", actual=reply)
