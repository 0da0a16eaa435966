// Instantiation template of mway_mesh_4x4_b4_w16_l5_safe (written by `wormcast gen`): paste it into your
// design, rename the instance and connect each port to your signal (named here like the
// port). Every port with its direction and width, in the module's order; the contract of
// each is in mway_mesh_4x4_b4_w16_l5_safe.params ([contract]).
// 354 ports: 194 inputs, 160 outputs.
mway_mesh_4x4_b4_w16_l5_safe u_mway_mesh_4x4_b4_w16_l5_safe (
    .clock         (clock        ), // input  1 bit
    .inj_valid_0   (inj_valid_0  ), // input  1 bit
    .inj_valid_1   (inj_valid_1  ), // input  1 bit
    .inj_valid_2   (inj_valid_2  ), // input  1 bit
    .inj_valid_3   (inj_valid_3  ), // input  1 bit
    .inj_valid_4   (inj_valid_4  ), // input  1 bit
    .inj_valid_5   (inj_valid_5  ), // input  1 bit
    .inj_valid_6   (inj_valid_6  ), // input  1 bit
    .inj_valid_7   (inj_valid_7  ), // input  1 bit
    .inj_valid_8   (inj_valid_8  ), // input  1 bit
    .inj_valid_9   (inj_valid_9  ), // input  1 bit
    .inj_valid_10  (inj_valid_10 ), // input  1 bit
    .inj_valid_11  (inj_valid_11 ), // input  1 bit
    .inj_valid_12  (inj_valid_12 ), // input  1 bit
    .inj_valid_13  (inj_valid_13 ), // input  1 bit
    .inj_valid_14  (inj_valid_14 ), // input  1 bit
    .inj_valid_15  (inj_valid_15 ), // input  1 bit
    .inj_n_0       (inj_n_0      ), // input  [2:0]
    .inj_n_1       (inj_n_1      ), // input  [2:0]
    .inj_n_2       (inj_n_2      ), // input  [2:0]
    .inj_n_3       (inj_n_3      ), // input  [2:0]
    .inj_n_4       (inj_n_4      ), // input  [2:0]
    .inj_n_5       (inj_n_5      ), // input  [2:0]
    .inj_n_6       (inj_n_6      ), // input  [2:0]
    .inj_n_7       (inj_n_7      ), // input  [2:0]
    .inj_n_8       (inj_n_8      ), // input  [2:0]
    .inj_n_9       (inj_n_9      ), // input  [2:0]
    .inj_n_10      (inj_n_10     ), // input  [2:0]
    .inj_n_11      (inj_n_11     ), // input  [2:0]
    .inj_n_12      (inj_n_12     ), // input  [2:0]
    .inj_n_13      (inj_n_13     ), // input  [2:0]
    .inj_n_14      (inj_n_14     ), // input  [2:0]
    .inj_n_15      (inj_n_15     ), // input  [2:0]
    .inj_tag_0     (inj_tag_0    ), // input  [1:0]
    .inj_tag_1     (inj_tag_1    ), // input  [1:0]
    .inj_tag_2     (inj_tag_2    ), // input  [1:0]
    .inj_tag_3     (inj_tag_3    ), // input  [1:0]
    .inj_tag_4     (inj_tag_4    ), // input  [1:0]
    .inj_tag_5     (inj_tag_5    ), // input  [1:0]
    .inj_tag_6     (inj_tag_6    ), // input  [1:0]
    .inj_tag_7     (inj_tag_7    ), // input  [1:0]
    .inj_tag_8     (inj_tag_8    ), // input  [1:0]
    .inj_tag_9     (inj_tag_9    ), // input  [1:0]
    .inj_tag_10    (inj_tag_10   ), // input  [1:0]
    .inj_tag_11    (inj_tag_11   ), // input  [1:0]
    .inj_tag_12    (inj_tag_12   ), // input  [1:0]
    .inj_tag_13    (inj_tag_13   ), // input  [1:0]
    .inj_tag_14    (inj_tag_14   ), // input  [1:0]
    .inj_tag_15    (inj_tag_15   ), // input  [1:0]
    .inj_tag_16    (inj_tag_16   ), // input  [1:0]
    .inj_tag_17    (inj_tag_17   ), // input  [1:0]
    .inj_tag_18    (inj_tag_18   ), // input  [1:0]
    .inj_tag_19    (inj_tag_19   ), // input  [1:0]
    .inj_tag_20    (inj_tag_20   ), // input  [1:0]
    .inj_tag_21    (inj_tag_21   ), // input  [1:0]
    .inj_tag_22    (inj_tag_22   ), // input  [1:0]
    .inj_tag_23    (inj_tag_23   ), // input  [1:0]
    .inj_tag_24    (inj_tag_24   ), // input  [1:0]
    .inj_tag_25    (inj_tag_25   ), // input  [1:0]
    .inj_tag_26    (inj_tag_26   ), // input  [1:0]
    .inj_tag_27    (inj_tag_27   ), // input  [1:0]
    .inj_tag_28    (inj_tag_28   ), // input  [1:0]
    .inj_tag_29    (inj_tag_29   ), // input  [1:0]
    .inj_tag_30    (inj_tag_30   ), // input  [1:0]
    .inj_tag_31    (inj_tag_31   ), // input  [1:0]
    .inj_tag_32    (inj_tag_32   ), // input  [1:0]
    .inj_tag_33    (inj_tag_33   ), // input  [1:0]
    .inj_tag_34    (inj_tag_34   ), // input  [1:0]
    .inj_tag_35    (inj_tag_35   ), // input  [1:0]
    .inj_tag_36    (inj_tag_36   ), // input  [1:0]
    .inj_tag_37    (inj_tag_37   ), // input  [1:0]
    .inj_tag_38    (inj_tag_38   ), // input  [1:0]
    .inj_tag_39    (inj_tag_39   ), // input  [1:0]
    .inj_tag_40    (inj_tag_40   ), // input  [1:0]
    .inj_tag_41    (inj_tag_41   ), // input  [1:0]
    .inj_tag_42    (inj_tag_42   ), // input  [1:0]
    .inj_tag_43    (inj_tag_43   ), // input  [1:0]
    .inj_tag_44    (inj_tag_44   ), // input  [1:0]
    .inj_tag_45    (inj_tag_45   ), // input  [1:0]
    .inj_tag_46    (inj_tag_46   ), // input  [1:0]
    .inj_tag_47    (inj_tag_47   ), // input  [1:0]
    .inj_tag_48    (inj_tag_48   ), // input  [1:0]
    .inj_tag_49    (inj_tag_49   ), // input  [1:0]
    .inj_tag_50    (inj_tag_50   ), // input  [1:0]
    .inj_tag_51    (inj_tag_51   ), // input  [1:0]
    .inj_tag_52    (inj_tag_52   ), // input  [1:0]
    .inj_tag_53    (inj_tag_53   ), // input  [1:0]
    .inj_tag_54    (inj_tag_54   ), // input  [1:0]
    .inj_tag_55    (inj_tag_55   ), // input  [1:0]
    .inj_tag_56    (inj_tag_56   ), // input  [1:0]
    .inj_tag_57    (inj_tag_57   ), // input  [1:0]
    .inj_tag_58    (inj_tag_58   ), // input  [1:0]
    .inj_tag_59    (inj_tag_59   ), // input  [1:0]
    .inj_tag_60    (inj_tag_60   ), // input  [1:0]
    .inj_tag_61    (inj_tag_61   ), // input  [1:0]
    .inj_tag_62    (inj_tag_62   ), // input  [1:0]
    .inj_tag_63    (inj_tag_63   ), // input  [1:0]
    .inj_tag_64    (inj_tag_64   ), // input  [1:0]
    .inj_tag_65    (inj_tag_65   ), // input  [1:0]
    .inj_tag_66    (inj_tag_66   ), // input  [1:0]
    .inj_tag_67    (inj_tag_67   ), // input  [1:0]
    .inj_tag_68    (inj_tag_68   ), // input  [1:0]
    .inj_tag_69    (inj_tag_69   ), // input  [1:0]
    .inj_tag_70    (inj_tag_70   ), // input  [1:0]
    .inj_tag_71    (inj_tag_71   ), // input  [1:0]
    .inj_tag_72    (inj_tag_72   ), // input  [1:0]
    .inj_tag_73    (inj_tag_73   ), // input  [1:0]
    .inj_tag_74    (inj_tag_74   ), // input  [1:0]
    .inj_tag_75    (inj_tag_75   ), // input  [1:0]
    .inj_tag_76    (inj_tag_76   ), // input  [1:0]
    .inj_tag_77    (inj_tag_77   ), // input  [1:0]
    .inj_tag_78    (inj_tag_78   ), // input  [1:0]
    .inj_tag_79    (inj_tag_79   ), // input  [1:0]
    .inj_data_0    (inj_data_0   ), // input  [15:0]
    .inj_data_1    (inj_data_1   ), // input  [15:0]
    .inj_data_2    (inj_data_2   ), // input  [15:0]
    .inj_data_3    (inj_data_3   ), // input  [15:0]
    .inj_data_4    (inj_data_4   ), // input  [15:0]
    .inj_data_5    (inj_data_5   ), // input  [15:0]
    .inj_data_6    (inj_data_6   ), // input  [15:0]
    .inj_data_7    (inj_data_7   ), // input  [15:0]
    .inj_data_8    (inj_data_8   ), // input  [15:0]
    .inj_data_9    (inj_data_9   ), // input  [15:0]
    .inj_data_10   (inj_data_10  ), // input  [15:0]
    .inj_data_11   (inj_data_11  ), // input  [15:0]
    .inj_data_12   (inj_data_12  ), // input  [15:0]
    .inj_data_13   (inj_data_13  ), // input  [15:0]
    .inj_data_14   (inj_data_14  ), // input  [15:0]
    .inj_data_15   (inj_data_15  ), // input  [15:0]
    .inj_data_16   (inj_data_16  ), // input  [15:0]
    .inj_data_17   (inj_data_17  ), // input  [15:0]
    .inj_data_18   (inj_data_18  ), // input  [15:0]
    .inj_data_19   (inj_data_19  ), // input  [15:0]
    .inj_data_20   (inj_data_20  ), // input  [15:0]
    .inj_data_21   (inj_data_21  ), // input  [15:0]
    .inj_data_22   (inj_data_22  ), // input  [15:0]
    .inj_data_23   (inj_data_23  ), // input  [15:0]
    .inj_data_24   (inj_data_24  ), // input  [15:0]
    .inj_data_25   (inj_data_25  ), // input  [15:0]
    .inj_data_26   (inj_data_26  ), // input  [15:0]
    .inj_data_27   (inj_data_27  ), // input  [15:0]
    .inj_data_28   (inj_data_28  ), // input  [15:0]
    .inj_data_29   (inj_data_29  ), // input  [15:0]
    .inj_data_30   (inj_data_30  ), // input  [15:0]
    .inj_data_31   (inj_data_31  ), // input  [15:0]
    .inj_data_32   (inj_data_32  ), // input  [15:0]
    .inj_data_33   (inj_data_33  ), // input  [15:0]
    .inj_data_34   (inj_data_34  ), // input  [15:0]
    .inj_data_35   (inj_data_35  ), // input  [15:0]
    .inj_data_36   (inj_data_36  ), // input  [15:0]
    .inj_data_37   (inj_data_37  ), // input  [15:0]
    .inj_data_38   (inj_data_38  ), // input  [15:0]
    .inj_data_39   (inj_data_39  ), // input  [15:0]
    .inj_data_40   (inj_data_40  ), // input  [15:0]
    .inj_data_41   (inj_data_41  ), // input  [15:0]
    .inj_data_42   (inj_data_42  ), // input  [15:0]
    .inj_data_43   (inj_data_43  ), // input  [15:0]
    .inj_data_44   (inj_data_44  ), // input  [15:0]
    .inj_data_45   (inj_data_45  ), // input  [15:0]
    .inj_data_46   (inj_data_46  ), // input  [15:0]
    .inj_data_47   (inj_data_47  ), // input  [15:0]
    .inj_data_48   (inj_data_48  ), // input  [15:0]
    .inj_data_49   (inj_data_49  ), // input  [15:0]
    .inj_data_50   (inj_data_50  ), // input  [15:0]
    .inj_data_51   (inj_data_51  ), // input  [15:0]
    .inj_data_52   (inj_data_52  ), // input  [15:0]
    .inj_data_53   (inj_data_53  ), // input  [15:0]
    .inj_data_54   (inj_data_54  ), // input  [15:0]
    .inj_data_55   (inj_data_55  ), // input  [15:0]
    .inj_data_56   (inj_data_56  ), // input  [15:0]
    .inj_data_57   (inj_data_57  ), // input  [15:0]
    .inj_data_58   (inj_data_58  ), // input  [15:0]
    .inj_data_59   (inj_data_59  ), // input  [15:0]
    .inj_data_60   (inj_data_60  ), // input  [15:0]
    .inj_data_61   (inj_data_61  ), // input  [15:0]
    .inj_data_62   (inj_data_62  ), // input  [15:0]
    .inj_data_63   (inj_data_63  ), // input  [15:0]
    .inj_data_64   (inj_data_64  ), // input  [15:0]
    .inj_data_65   (inj_data_65  ), // input  [15:0]
    .inj_data_66   (inj_data_66  ), // input  [15:0]
    .inj_data_67   (inj_data_67  ), // input  [15:0]
    .inj_data_68   (inj_data_68  ), // input  [15:0]
    .inj_data_69   (inj_data_69  ), // input  [15:0]
    .inj_data_70   (inj_data_70  ), // input  [15:0]
    .inj_data_71   (inj_data_71  ), // input  [15:0]
    .inj_data_72   (inj_data_72  ), // input  [15:0]
    .inj_data_73   (inj_data_73  ), // input  [15:0]
    .inj_data_74   (inj_data_74  ), // input  [15:0]
    .inj_data_75   (inj_data_75  ), // input  [15:0]
    .inj_data_76   (inj_data_76  ), // input  [15:0]
    .inj_data_77   (inj_data_77  ), // input  [15:0]
    .inj_data_78   (inj_data_78  ), // input  [15:0]
    .inj_data_79   (inj_data_79  ), // input  [15:0]
    .rst           (rst          ), // input  1 bit
    .inj_ready_0   (inj_ready_0  ), // output 1 bit
    .inj_ready_1   (inj_ready_1  ), // output 1 bit
    .inj_ready_2   (inj_ready_2  ), // output 1 bit
    .inj_ready_3   (inj_ready_3  ), // output 1 bit
    .inj_ready_4   (inj_ready_4  ), // output 1 bit
    .inj_ready_5   (inj_ready_5  ), // output 1 bit
    .inj_ready_6   (inj_ready_6  ), // output 1 bit
    .inj_ready_7   (inj_ready_7  ), // output 1 bit
    .inj_ready_8   (inj_ready_8  ), // output 1 bit
    .inj_ready_9   (inj_ready_9  ), // output 1 bit
    .inj_ready_10  (inj_ready_10 ), // output 1 bit
    .inj_ready_11  (inj_ready_11 ), // output 1 bit
    .inj_ready_12  (inj_ready_12 ), // output 1 bit
    .inj_ready_13  (inj_ready_13 ), // output 1 bit
    .inj_ready_14  (inj_ready_14 ), // output 1 bit
    .inj_ready_15  (inj_ready_15 ), // output 1 bit
    .ej_valid_0    (ej_valid_0   ), // output 1 bit
    .ej_valid_1    (ej_valid_1   ), // output 1 bit
    .ej_valid_2    (ej_valid_2   ), // output 1 bit
    .ej_valid_3    (ej_valid_3   ), // output 1 bit
    .ej_valid_4    (ej_valid_4   ), // output 1 bit
    .ej_valid_5    (ej_valid_5   ), // output 1 bit
    .ej_valid_6    (ej_valid_6   ), // output 1 bit
    .ej_valid_7    (ej_valid_7   ), // output 1 bit
    .ej_valid_8    (ej_valid_8   ), // output 1 bit
    .ej_valid_9    (ej_valid_9   ), // output 1 bit
    .ej_valid_10   (ej_valid_10  ), // output 1 bit
    .ej_valid_11   (ej_valid_11  ), // output 1 bit
    .ej_valid_12   (ej_valid_12  ), // output 1 bit
    .ej_valid_13   (ej_valid_13  ), // output 1 bit
    .ej_valid_14   (ej_valid_14  ), // output 1 bit
    .ej_valid_15   (ej_valid_15  ), // output 1 bit
    .ch_valid_0    (ch_valid_0   ), // output 1 bit
    .ch_valid_1    (ch_valid_1   ), // output 1 bit
    .ch_valid_2    (ch_valid_2   ), // output 1 bit
    .ch_valid_3    (ch_valid_3   ), // output 1 bit
    .ch_valid_4    (ch_valid_4   ), // output 1 bit
    .ch_valid_5    (ch_valid_5   ), // output 1 bit
    .ch_valid_6    (ch_valid_6   ), // output 1 bit
    .ch_valid_7    (ch_valid_7   ), // output 1 bit
    .ch_valid_8    (ch_valid_8   ), // output 1 bit
    .ch_valid_9    (ch_valid_9   ), // output 1 bit
    .ch_valid_10   (ch_valid_10  ), // output 1 bit
    .ch_valid_11   (ch_valid_11  ), // output 1 bit
    .ch_valid_12   (ch_valid_12  ), // output 1 bit
    .ch_valid_13   (ch_valid_13  ), // output 1 bit
    .ch_valid_14   (ch_valid_14  ), // output 1 bit
    .ch_valid_15   (ch_valid_15  ), // output 1 bit
    .ch_drv_0      (ch_drv_0     ), // output [2:0]
    .ch_drv_1      (ch_drv_1     ), // output [2:0]
    .ch_drv_2      (ch_drv_2     ), // output [2:0]
    .ch_drv_3      (ch_drv_3     ), // output [2:0]
    .ch_drv_4      (ch_drv_4     ), // output [2:0]
    .ch_drv_5      (ch_drv_5     ), // output [2:0]
    .ch_drv_6      (ch_drv_6     ), // output [2:0]
    .ch_drv_7      (ch_drv_7     ), // output [2:0]
    .ch_drv_8      (ch_drv_8     ), // output [2:0]
    .ch_drv_9      (ch_drv_9     ), // output [2:0]
    .ch_drv_10     (ch_drv_10    ), // output [2:0]
    .ch_drv_11     (ch_drv_11    ), // output [2:0]
    .ch_drv_12     (ch_drv_12    ), // output [2:0]
    .ch_drv_13     (ch_drv_13    ), // output [2:0]
    .ch_drv_14     (ch_drv_14    ), // output [2:0]
    .ch_drv_15     (ch_drv_15    ), // output [2:0]
    .ch_tag_0      (ch_tag_0     ), // output [1:0]
    .ch_tag_1      (ch_tag_1     ), // output [1:0]
    .ch_tag_2      (ch_tag_2     ), // output [1:0]
    .ch_tag_3      (ch_tag_3     ), // output [1:0]
    .ch_tag_4      (ch_tag_4     ), // output [1:0]
    .ch_tag_5      (ch_tag_5     ), // output [1:0]
    .ch_tag_6      (ch_tag_6     ), // output [1:0]
    .ch_tag_7      (ch_tag_7     ), // output [1:0]
    .ch_tag_8      (ch_tag_8     ), // output [1:0]
    .ch_tag_9      (ch_tag_9     ), // output [1:0]
    .ch_tag_10     (ch_tag_10    ), // output [1:0]
    .ch_tag_11     (ch_tag_11    ), // output [1:0]
    .ch_tag_12     (ch_tag_12    ), // output [1:0]
    .ch_tag_13     (ch_tag_13    ), // output [1:0]
    .ch_tag_14     (ch_tag_14    ), // output [1:0]
    .ch_tag_15     (ch_tag_15    ), // output [1:0]
    .ch_buf_0      (ch_buf_0     ), // output [1:0]
    .ch_buf_1      (ch_buf_1     ), // output [1:0]
    .ch_buf_2      (ch_buf_2     ), // output [1:0]
    .ch_buf_3      (ch_buf_3     ), // output [1:0]
    .ch_buf_4      (ch_buf_4     ), // output [1:0]
    .ch_buf_5      (ch_buf_5     ), // output [1:0]
    .ch_buf_6      (ch_buf_6     ), // output [1:0]
    .ch_buf_7      (ch_buf_7     ), // output [1:0]
    .ch_buf_8      (ch_buf_8     ), // output [1:0]
    .ch_buf_9      (ch_buf_9     ), // output [1:0]
    .ch_buf_10     (ch_buf_10    ), // output [1:0]
    .ch_buf_11     (ch_buf_11    ), // output [1:0]
    .ch_buf_12     (ch_buf_12    ), // output [1:0]
    .ch_buf_13     (ch_buf_13    ), // output [1:0]
    .ch_buf_14     (ch_buf_14    ), // output [1:0]
    .ch_buf_15     (ch_buf_15    ), // output [1:0]
    .ch_data_0     (ch_data_0    ), // output [15:0]
    .ch_data_1     (ch_data_1    ), // output [15:0]
    .ch_data_2     (ch_data_2    ), // output [15:0]
    .ch_data_3     (ch_data_3    ), // output [15:0]
    .ch_data_4     (ch_data_4    ), // output [15:0]
    .ch_data_5     (ch_data_5    ), // output [15:0]
    .ch_data_6     (ch_data_6    ), // output [15:0]
    .ch_data_7     (ch_data_7    ), // output [15:0]
    .ch_data_8     (ch_data_8    ), // output [15:0]
    .ch_data_9     (ch_data_9    ), // output [15:0]
    .ch_data_10    (ch_data_10   ), // output [15:0]
    .ch_data_11    (ch_data_11   ), // output [15:0]
    .ch_data_12    (ch_data_12   ), // output [15:0]
    .ch_data_13    (ch_data_13   ), // output [15:0]
    .ch_data_14    (ch_data_14   ), // output [15:0]
    .ch_data_15    (ch_data_15   ), // output [15:0]
    .ch_ack_0      (ch_ack_0     ), // output 1 bit
    .ch_ack_1      (ch_ack_1     ), // output 1 bit
    .ch_ack_2      (ch_ack_2     ), // output 1 bit
    .ch_ack_3      (ch_ack_3     ), // output 1 bit
    .ch_ack_4      (ch_ack_4     ), // output 1 bit
    .ch_ack_5      (ch_ack_5     ), // output 1 bit
    .ch_ack_6      (ch_ack_6     ), // output 1 bit
    .ch_ack_7      (ch_ack_7     ), // output 1 bit
    .ch_ack_8      (ch_ack_8     ), // output 1 bit
    .ch_ack_9      (ch_ack_9     ), // output 1 bit
    .ch_ack_10     (ch_ack_10    ), // output 1 bit
    .ch_ack_11     (ch_ack_11    ), // output 1 bit
    .ch_ack_12     (ch_ack_12    ), // output 1 bit
    .ch_ack_13     (ch_ack_13    ), // output 1 bit
    .ch_ack_14     (ch_ack_14    ), // output 1 bit
    .ch_ack_15     (ch_ack_15    ), // output 1 bit
    .ch_drop_0     (ch_drop_0    ), // output 1 bit
    .ch_drop_1     (ch_drop_1    ), // output 1 bit
    .ch_drop_2     (ch_drop_2    ), // output 1 bit
    .ch_drop_3     (ch_drop_3    ), // output 1 bit
    .ch_drop_4     (ch_drop_4    ), // output 1 bit
    .ch_drop_5     (ch_drop_5    ), // output 1 bit
    .ch_drop_6     (ch_drop_6    ), // output 1 bit
    .ch_drop_7     (ch_drop_7    ), // output 1 bit
    .ch_drop_8     (ch_drop_8    ), // output 1 bit
    .ch_drop_9     (ch_drop_9    ), // output 1 bit
    .ch_drop_10    (ch_drop_10   ), // output 1 bit
    .ch_drop_11    (ch_drop_11   ), // output 1 bit
    .ch_drop_12    (ch_drop_12   ), // output 1 bit
    .ch_drop_13    (ch_drop_13   ), // output 1 bit
    .ch_drop_14    (ch_drop_14   ), // output 1 bit
    .ch_drop_15    (ch_drop_15   ), // output 1 bit
    .ch_partial_0  (ch_partial_0 ), // output 1 bit
    .ch_partial_1  (ch_partial_1 ), // output 1 bit
    .ch_partial_2  (ch_partial_2 ), // output 1 bit
    .ch_partial_3  (ch_partial_3 ), // output 1 bit
    .ch_partial_4  (ch_partial_4 ), // output 1 bit
    .ch_partial_5  (ch_partial_5 ), // output 1 bit
    .ch_partial_6  (ch_partial_6 ), // output 1 bit
    .ch_partial_7  (ch_partial_7 ), // output 1 bit
    .ch_partial_8  (ch_partial_8 ), // output 1 bit
    .ch_partial_9  (ch_partial_9 ), // output 1 bit
    .ch_partial_10 (ch_partial_10), // output 1 bit
    .ch_partial_11 (ch_partial_11), // output 1 bit
    .ch_partial_12 (ch_partial_12), // output 1 bit
    .ch_partial_13 (ch_partial_13), // output 1 bit
    .ch_partial_14 (ch_partial_14), // output 1 bit
    .ch_partial_15 (ch_partial_15)  // output 1 bit
);
